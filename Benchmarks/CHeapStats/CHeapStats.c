#include "CHeapStats.h"

#if defined(__linux__)
#include <malloc.h>
#endif

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
size_t segue_heap_in_use_bytes(void) { return mallinfo2().uordblks; }
#else
size_t segue_heap_in_use_bytes(void) { return 0; }
#endif
