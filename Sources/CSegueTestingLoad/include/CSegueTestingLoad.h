#ifndef C_SEGUE_TESTING_LOAD_H
#define C_SEGUE_TESTING_LOAD_H

/// Defined by SegueTesting (Swift, `@_cdecl`): installs the test-isolation hook.
void segue_testing_did_load(void);

#endif
