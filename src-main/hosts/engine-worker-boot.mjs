// Worker threads do not inherit tsx's module hooks: register them, then load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./engine-worker.ts', import.meta.url).href);
