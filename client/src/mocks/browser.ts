/** The MSW browser worker for `npm run dev:mock` (loaded only in mock mode). */
import { setupWorker } from "msw/browser";
import { handlers } from "./handlers";

export const worker = setupWorker(...handlers);
