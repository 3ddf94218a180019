// OpenSSL's HMAC, for the runner's record channel (WorkbookKit's RunnerChannel).
#include <openssl/evp.h>
#include <openssl/hmac.h>
