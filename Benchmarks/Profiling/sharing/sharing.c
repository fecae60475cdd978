// Counts the reference-count operations a Swift program makes on a heap object that another
// thread touched last, by call site: each such operation moves the cache line of the object's
// count from one core to another when the threads run on different cores. Loaded with
// LD_PRELOAD; Scripts/sharing-figures.py builds it, runs `adaptive-rows format` with it and
// reads what it writes.
//
// It stands in front of libswiftCore's swift_retain, swift_release and their _n forms, and
// libc's free. Each object (by address) records the thread that touched it last; an operation
// from another thread is a move. Freeing the memory forgets the object, so an address reused
// by another thread starts afresh. Objects in a loaded module's static data (the empty array,
// literals) are immortal: their counts are read, never written, and are left out.
//
// At exit it writes to $SHARING_OUT one line of totals, "total MOVES ALL", then a line per
// call site with a move: "MOVES ALL MODULE OFFSET", the offset of the return address in its
// module.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static void *(*real_retain)(void *);
static void (*real_release)(void *);
static void *(*real_retain_n)(void *, uint32_t);
static void (*real_release_n)(void *, uint32_t);
static void (*real_free)(void *);

// Objects: open addressing by address, the thread number that touched each last.
#define OBJECTS (1u << 24)
#define PROBES 64
static _Atomic uintptr_t object_keys[OBJECTS];
static _Atomic uint32_t object_owners[OBJECTS];

// Call sites: open addressing by return address.
#define SITES (1u << 16)
static _Atomic uintptr_t site_keys[SITES];
static _Atomic uint64_t site_shared[SITES];
static _Atomic uint64_t site_all[SITES];

static _Atomic uint64_t all_operations, shared_operations;
static _Atomic uint32_t next_thread = 1;
static __thread uint32_t this_thread;

static uint32_t slot_of(uintptr_t key, uint32_t mask) {
  return (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 40) & mask;
}

// The slot holding `key`, inserting it when `insert`; -1 when the probes run out (the object
// is then not counted as shared, which can only undercount).
static long find(_Atomic uintptr_t *keys, uint32_t size, uint32_t probes, uintptr_t key,
                 int insert) {
  uint32_t slot = slot_of(key, size - 1);
  for (uint32_t probe = 0; probe < probes; probe++, slot = (slot + 1) & (size - 1)) {
    uintptr_t current = atomic_load_explicit(&keys[slot], memory_order_relaxed);
    if (current == key) return slot;
    if (current == 0) {
      if (!insert) return -1;
      uintptr_t empty = 0;
      if (atomic_compare_exchange_strong(&keys[slot], &empty, key) || empty == key) return slot;
    }
  }
  return -1;
}

static int is_static(void *object) {
  Dl_info info;
  return dladdr(object, &info) && info.dli_fname;
}

static void count(void *object, uintptr_t site) {
  if (!object || is_static(object)) return;
  if (!this_thread) this_thread = atomic_fetch_add(&next_thread, 1);
  int shared = 0;
  long slot = find(object_keys, OBJECTS, PROBES, (uintptr_t)object, 1);
  if (slot >= 0) {
    uint32_t last = atomic_exchange_explicit(&object_owners[slot], this_thread,
                                             memory_order_relaxed);
    shared = last != 0 && last != this_thread;
  }
  atomic_fetch_add_explicit(&all_operations, 1, memory_order_relaxed);
  if (shared) atomic_fetch_add_explicit(&shared_operations, 1, memory_order_relaxed);
  long at = find(site_keys, SITES, SITES, site, 1);
  if (at < 0) return;
  atomic_fetch_add_explicit(&site_all[at], 1, memory_order_relaxed);
  if (shared) atomic_fetch_add_explicit(&site_shared[at], 1, memory_order_relaxed);
}

static void resolve(void) {
  if (real_retain) return;
  real_retain = dlsym(RTLD_NEXT, "swift_retain");
  real_release = dlsym(RTLD_NEXT, "swift_release");
  real_retain_n = dlsym(RTLD_NEXT, "swift_retain_n");
  real_release_n = dlsym(RTLD_NEXT, "swift_release_n");
}

#define SITE ((uintptr_t)__builtin_return_address(0))

void *swift_retain(void *object) {
  resolve();
  count(object, SITE);
  return real_retain(object);
}

void swift_release(void *object) {
  resolve();
  count(object, SITE);
  real_release(object);
}

void *swift_retain_n(void *object, uint32_t n) {
  resolve();
  count(object, SITE);
  return real_retain_n(object, n);
}

void swift_release_n(void *object, uint32_t n) {
  resolve();
  count(object, SITE);
  real_release_n(object, n);
}

void free(void *pointer) {
  if (!real_free) real_free = dlsym(RTLD_NEXT, "free");
  if (pointer) {
    long slot = find(object_keys, OBJECTS, PROBES, (uintptr_t)pointer, 0);
    if (slot >= 0) atomic_store_explicit(&object_owners[slot], 0, memory_order_relaxed);
  }
  real_free(pointer);
}

__attribute__((destructor)) static void report(void) {
  const char *path = getenv("SHARING_OUT");
  FILE *file = path ? fopen(path, "w") : NULL;
  if (!file) return;
  fprintf(file, "total %llu %llu\n", (unsigned long long)shared_operations,
          (unsigned long long)all_operations);
  for (uint32_t slot = 0; slot < SITES; slot++) {
    Dl_info info;
    uintptr_t site = site_keys[slot];
    if (!site || !site_shared[slot] || !dladdr((void *)site, &info) || !info.dli_fname) continue;
    fprintf(file, "%llu %llu %s 0x%lx\n", (unsigned long long)site_shared[slot],
            (unsigned long long)site_all[slot], info.dli_fname,
            (unsigned long)(site - (uintptr_t)info.dli_fbase));
  }
  fclose(file);
}
