#ifndef C_MAIN_QUEUE_H
#define C_MAIN_QUEUE_H

/// Whether the calling thread is running the main dispatch queue's work (the main thread, or
/// the thread that serves the main queue after dispatchMain()). 1 or 0.
int cmq_is_main_queue(void);

/// Whether the calling thread is the one that loaded the program (its main thread). Unlike
/// Foundation's `Thread.isMainThread`, no system call: the answer is asked on every view
/// access.
int cmq_is_main_thread(void);

#endif
