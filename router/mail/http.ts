/**
 * The dev mailbox's API, mounted only when messages are kept instead of sent (outside production, no SMTP_URL): the
 * newest messages, optionally to one address, and one message whole. The /dev/mailbox page reads it.
 */
import express from "express";
import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { devMailbox } from "../../drizzle/schema/mail.js";
import type { Db } from "../../subgraphs/shared/db.js";
import { fromZodIssues, notFound } from "../../subgraphs/shared/errors.js";
import { DEV_MAILBOX_PAGE_SIZE } from "../../subgraphs/shared/page-size.js";
import { sendError } from "../auth/http.js";

const listQuery = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  /** The last message of the previous page (newest first). */
  before: z.string().uuid("Not a message id.").optional(),
});

export function devMailboxRoutes(db: Db) {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.get("/", async (req, res) => {
    try {
      const parsed = listQuery.safeParse(req.query);
      if (!parsed.success) throw fromZodIssues(parsed.error.issues);
      const { to, before } = parsed.data;
      const filters: SQL[] = [];
      if (to) filters.push(eq(devMailbox.toAddress, to));
      if (before) {
        const [anchor] = await db.select({ createdAt: devMailbox.createdAt }).from(devMailbox).where(eq(devMailbox.id, before));
        if (!anchor) throw notFound("Message", before);
        filters.push(
          or(lt(devMailbox.createdAt, anchor.createdAt), and(eq(devMailbox.createdAt, anchor.createdAt), lt(devMailbox.id, before)))!,
        );
      }
      const rows = await db
        .select({ id: devMailbox.id, to: devMailbox.toAddress, subject: devMailbox.subject, createdAt: devMailbox.createdAt })
        .from(devMailbox)
        .where(and(...filters))
        .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
        .limit(DEV_MAILBOX_PAGE_SIZE + 1);
      res.json({ messages: rows.slice(0, DEV_MAILBOX_PAGE_SIZE), hasMore: rows.length > DEV_MAILBOX_PAGE_SIZE });
    } catch (err) {
      sendError(res, err);
    }
  });

  router.get("/:id", async (req, res) => {
    try {
      const id = z.string().uuid().safeParse(req.params.id);
      if (!id.success) throw notFound("Message", String(req.params.id));
      const [row] = await db.select().from(devMailbox).where(eq(devMailbox.id, id.data));
      if (!row) throw notFound("Message", id.data);
      res.json({
        message: {
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.text,
          html: row.html,
          attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType })),
          createdAt: row.createdAt,
        },
      });
    } catch (err) {
      sendError(res, err);
    }
  });

  return router;
}
