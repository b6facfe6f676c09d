// Marks the main dispatch queue when the program loads, before anything can keep it busy, so
// any thread can ask whether it is running the main queue's work.
//
// dispatch_queue_set_specific on a queue that another thread is draining is deferred until
// the queue is idle; a mark set lazily from Swift could arrive too late. A constructor runs
// before main(), when the main queue is idle, so the mark is in place at once. The few
// libdispatch declarations needed are written here, not included, so the target needs no
// header search path.
#include "CMainQueue.h"

#include <pthread.h>
#include <stddef.h>

struct dispatch_queue_s;
extern struct dispatch_queue_s _dispatch_main_q;
extern void dispatch_queue_set_specific(struct dispatch_queue_s *queue, const void *key, void *context,
                                        void (*destructor)(void *));
extern void *dispatch_get_specific(const void *key);

static char main_queue_key;
static pthread_t main_thread;

__attribute__((constructor)) static void cmq_mark_main_queue(void) {
    dispatch_queue_set_specific(&_dispatch_main_q, &main_queue_key, &main_queue_key, NULL);
    main_thread = pthread_self();
}

int cmq_is_main_thread(void) {
    return pthread_equal(pthread_self(), main_thread) ? 1 : 0;
}

int cmq_is_main_queue(void) {
    return dispatch_get_specific(&main_queue_key) != NULL ? 1 : 0;
}
