/**
 * Second entry point: `toast()` alone, for start code that shows a toast only after something
 * happens (a login): its store loads then, not with the first screen.
 */
export { toast } from './lib/toast/components/toast';
