import { nextTask } from './next-task';

// The second break in the evaluation of the app's first chunk (task-break-before-react-dom.ts): React DOM's
// modules are one task, the router's and the app's own modules the next (ADR 075).
await nextTask();
