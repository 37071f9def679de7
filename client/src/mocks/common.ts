/**
 * What mock API modules share: the errors they answer with (codes and wording as the server's), the logged-in person
 * and the paging ./schema gives them, and the sessionStorage they keep their state in across reloads.
 */
import { GraphQLError } from "graphql";

export const forbidden = () => new GraphQLError("You are not allowed to do this.", { extensions: { code: "FORBIDDEN" } });
export const conflict = (message: string) => new GraphQLError(message, { extensions: { code: "CONFLICT" } });
export const notFound = (what: string) => new GraphQLError(`${what} not found.`, { extensions: { code: "NOT_FOUND" } });

/** A logged-in person, as ./schema gives it. */
export interface Person {
  id: string;
  roles: readonly string[];
}
export const isJobAdmin = (p: Person | null) => p?.roles.includes("JOB_ADMIN") ?? false;

export interface PageArgs {
  page?: number | null;
  pageSize?: number | null;
}
export type PageOf = <T>(items: readonly T[], args: PageArgs, defaultSize: number) => unknown;

/** What ./schema gives a module that acts for the logged-in person. */
export interface ViewerDeps {
  /** The logged-in person, or UNAUTHENTICATED. */
  requireViewer: () => Person;
  /** The logged-in person, or null for visitors. */
  viewer: () => Person | null;
  /** A User object for a person. */
  userById: (id: string) => unknown;
  pageOf: PageOf;
}

/** The browser's sessionStorage; null where there is none (node) or it may not be used. */
export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}
