import { nextTask } from './next-task';

// A break between two tasks in the evaluation of the app's first chunk (main.tsx imports this module between the
// store's libraries and React DOM): the browser may paint, take a tap or run other work in between. Without it,
// the chunk's modules evaluated in one block of about 55 ms of main-thread time on this machine, over 200 ms on a
// slow phone (Lighthouse's 4x CPU slowdown), its largest long task (ADR 075). Only a message to itself is
// awaited (next-task.ts): nothing here waits for a chunk that imports the app's first chunk, so nothing waits for
// itself. The server's render (entry-server.tsx) never imports it.
await nextTask();
