/**
 * A post's or comment's body as the server serves it: its Markdown rendered and sanitized when written (or, for older
 * posts, the simple HTML they were written as), shown as HTML. The editor's preview shows the same pure render here.
 */
import { Typography } from "@mantine/core";
import classes from "./ForumBody.module.css";

export function ForumBody({ html }: { html: string }) {
  return (
    // `forum-body` keeps the shared spacing rules; the module adds code blocks and the highlight theme.
    <Typography className={`forum-body ${classes.body}`}>
      {/* Sanitized by the server with the forum's allow-list (the preview: rendered without raw HTML, the same rules). */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
