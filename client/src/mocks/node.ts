/** The same MSW handlers for component tests (msw/node). */
import { setupServer } from "msw/node";
import { handlers } from "./handlers";

export const server = setupServer(...handlers);
