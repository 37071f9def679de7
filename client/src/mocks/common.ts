/**
 * What mock API modules share: the errors they answer with (codes and wording as the server's), the logged-in person
 * and the guards ./schema gives each feature's resolvers, paging, and the sessionStorage they keep their state in
 * across reloads.
 */
import { GraphQLError } from "graphql";
import { KNOWN_COUNT_LIMIT, MAX_PAGE_SIZE } from "@server/shared/page-size";
import type { User } from "../__generated__/schema-types";

export const forbidden = () => new GraphQLError("You are not allowed to do this.", { extensions: { code: "FORBIDDEN" } });
export const conflict = (message: string) => new GraphQLError(message, { extensions: { code: "CONFLICT" } });
export const notFound = (what: string) => new GraphQLError(`${what} not found.`, { extensions: { code: "NOT_FOUND" } });
/** BAD_USER_INPUT with a message per input field path (`extensions.fields`), as the server answers bad input. */
export function badInput(message: string, fields: Record<string, string>): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", fields } });
}

/** For `filter`: keeps the items that are there (and tells the type so). */
export const present = <T>(x: T | null | undefined): x is T => x != null;

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

/** One page of `filtered` (page sizes 1-100), with the page info the API's paged lists carry. */
export function pageOf<T>(filtered: readonly T[], args: PageArgs, defaultSize: number) {
  const pageSize = Math.min(Math.max(args.pageSize ?? defaultSize, 1), MAX_PAGE_SIZE);
  const page = Math.max(args.page ?? 1, 1);
  const totalCount = filtered.length;
  const totalPages = Math.ceil(totalCount / pageSize);
  return {
    items: filtered.slice((page - 1) * pageSize, page * pageSize),
    pageInfo: {
      page,
      pageSize,
      totalCount,
      totalPages,
      knownCount: Math.min(totalCount, KNOWN_COUNT_LIMIT),
      countIsExact: totalCount <= KNOWN_COUNT_LIMIT,
      hasNextPage: page < totalPages,
      hasPreviousPage: page > 1,
    },
  };
}
export type PageOf = typeof pageOf;

/** A page of the items whose title contains `args.search` (case-insensitive). */
export function paginate<T extends { title: string }>(all: readonly T[], args: PageArgs & { search?: string | null }, defaultSize: number) {
  const needle = args.search?.trim().toLowerCase();
  return pageOf(needle ? all.filter((x) => x.title.toLowerCase().includes(needle)) : all, args, defaultSize);
}

/** A User object as ./schema makes it for an account: names and roles; the other fields have resolvers. */
export type MockUser = Pick<
  User,
  "id" | "firstName" | "lastName" | "displayName" | "email" | "roles" | "navigation" | "menus" | "homePath"
>;
/** A User object for a person: an account's, or a bare reference to someone the mock does not know. */
export type MockUserRef = MockUser | { id: string };

/** What ./schema gives a module that acts for the logged-in person. */
export interface ViewerDeps {
  /** The logged-in person, or UNAUTHENTICATED. */
  requireViewer: () => Person;
  /** The logged-in person, or null for visitors. */
  viewer: () => Person | null;
  /** A User object for a person. */
  userById: (id: string) => MockUserRef;
  pageOf: PageOf;
}

/** What ./schema gives each feature's mock resolvers: its guards, people and paging. */
export interface MockDeps extends ViewerDeps {
  /** The logged-in person's User object, or UNAUTHENTICATED. */
  requireViewer: () => MockUser;
  /** The logged-in course admin's User object: UNAUTHENTICATED, else FORBIDDEN for anyone else. */
  requireCourseAdmin: () => MockUser;
}

/** The browser's sessionStorage; null where there is none (node) or it may not be used. */
export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}
