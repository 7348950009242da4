#ifndef SEGUE_CHEAPSTATS_H
#define SEGUE_CHEAPSTATS_H

#include <stddef.h>

/// Bytes in use in the malloc heap (glibc `mallinfo2().uordblks`); 0 where mallinfo2 is missing.
size_t segue_heap_in_use_bytes(void);

#endif
