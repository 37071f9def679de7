/**
 * The dev mailbox (/dev/mailbox): the emails the server keeps instead of sending them outside production. Nothing here
 * is used by other features. Pages are not exported: app/routes.tsx loads each lazily by its path, so that every page
 * stays a chunk of its own.
 */
export {};
