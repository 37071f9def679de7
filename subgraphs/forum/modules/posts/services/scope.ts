/**
 * The viewer's access scope as the services need it (the shared module's rules/access.ts over their roles and
 * classes). Courses is asked only outside transactions: these may reach another subgraph.
 */
import { requireViewer } from "../../../../shared/guards.js";
import type { Viewer } from "../../../../shared/viewer.js";
import type { ForumContext } from "../../../context.js";
import { CLASSES_BY_SLUG_QUERY, rolesScopeOf, type ForumScope } from "../../shared/index.js";

/**
 * A scope from the viewer's roles alone, for loaders built before anyone asks courses: enough for the general forum
 * (a person's posts as others see them; the comments under general posts).
 */
export function rolesOnlyScope(viewer: Viewer | null): ForumScope {
  // A visitor reaches no list (the services require a viewer); the nil UUID keeps the condition valid regardless.
  return rolesScopeOf(viewer ?? { id: "00000000-0000-0000-0000-000000000000", roles: [] });
}

/**
 * The viewer's scope as far as content of `classSlug` needs it: their roles alone for the general forum (forum-admin
 * standing is a role), their classes too (courses is asked, once per request) for a class forum's content.
 * UNAUTHENTICATED for visitors. Not inside a transaction: it may reach another subgraph.
 */
export async function scopeFor(ctx: ForumContext, classSlug: string | null): Promise<ForumScope> {
  const viewer = requireViewer(ctx);
  return classSlug === null ? rolesScopeOf(viewer) : ctx.scope();
}

/** A class's title for a notification (the viewer's own classes first, else courses' list); null for the general forum. */
export async function classTitleOf(ctx: ForumContext, classSlug: string | null): Promise<string | null> {
  if (classSlug === null) return null;
  const mine = (await ctx.scope()).classes.get(classSlug);
  if (mine) return mine.title;
  const found = await ctx.peers.ask<{ classesBySlug: { slug: string; title: string }[] }>("courses", CLASSES_BY_SLUG_QUERY, {
    s: [classSlug],
  });
  return found.classesBySlug.find((c) => c.slug === classSlug)?.title ?? null;
}
