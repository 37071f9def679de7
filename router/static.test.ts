/** Serving the built client (router/static.ts): cache headers, precompressed variants, and compressed API answers. */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE, REVALIDATE, acceptedEncodings, clientRoutes } from "./static.js";
import { routerSuite } from "./testing.js";

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body is returned as sent (fetch would decompress it and hide Content-Encoding's effect). */
function raw(url: string, headers: Record<string, string> = {}, body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: body === undefined ? "GET" : "POST", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("acceptedEncodings", () => {
  it("prefers brotli to gzip whatever order the browser lists them in", () => {
    expect(acceptedEncodings("gzip, deflate, br")).toEqual(["br", "gzip"]);
  });
  it("drops an encoding refused with q=0", () => {
    expect(acceptedEncodings("br;q=0, gzip")).toEqual(["gzip"]);
  });
  it("takes * as every encoding not named", () => {
    expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("gzip;q=0, *")).toEqual(["br"]);
  });
  it("allows none without the header, and only the variants that exist", () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings("br, gzip", ["gzip"])).toEqual(["gzip"]);
  });
});

describe("the built client", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "tf-static-"));
  const script = "export const answer = 42;\n".repeat(50);
  const shell = "<!doctype html><title>TalentForge</title>\n";
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "index.html"), shell);
    fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    fs.writeFileSync(path.join(dist, "assets", "app-Ab12Cd34.js"), script);
    fs.writeFileSync(path.join(dist, "assets", "app-Ab12Cd34.js.br"), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, "assets", "app-Ab12Cd34.js.gz"), zlib.gzipSync(script));
    fs.writeFileSync(path.join(dist, "assets", "plain-Ef56Gh78.css"), "body{}");
    const app = express();
    app.use(clientRoutes(dist));
    app.use((_req, res) => void res.status(404).json({ error: { code: "NOT_FOUND" } }));
    server = http.createServer(app);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("caches a content-hashed asset for a year, immutable", async () => {
    const res = await raw(`${url}/assets/plain-Ef56Gh78.css`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.headers["content-type"]).toMatch(/^text\/css/);
  });

  it("sends the app shell for client-side routes, revalidated on every load", async () => {
    for (const route of ["/", "/courses/sql-basics", "/index.html"]) {
      const res = await raw(url + route, { accept: "text/html" });
      expect(res.status, route).toBe(200);
      expect(res.headers["cache-control"], route).toBe(REVALIDATE);
      expect(res.body.toString(), route).toBe(shell);
    }
  });

  it("revalidates files outside /assets, whose names carry no hash", async () => {
    const res = await raw(`${url}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe(REVALIDATE);
  });

  it("sends the brotli file when the browser accepts brotli", async () => {
    const res = await raw(`${url}/assets/app-Ab12Cd34.js`, { "accept-encoding": "gzip, deflate, br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("sends the gzip file when the browser accepts gzip but not brotli", async () => {
    const res = await raw(`${url}/assets/app-Ab12Cd34.js`, { "accept-encoding": "gzip, deflate" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(res.body).toString()).toBe(script);
  });

  it("sends the file as it is when the browser accepts neither", async () => {
    const res = await raw(`${url}/assets/app-Ab12Cd34.js`, { "accept-encoding": "identity" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.toString()).toBe(script);
  });

  it("finds the compressed copies of a file built after it started (a client rebuilt in place)", async () => {
    const later = "export const later = 1;".repeat(100);
    fs.writeFileSync(path.join(dist, "assets", "later-Zz99Yy88.js"), later);
    fs.writeFileSync(path.join(dist, "assets", "later-Zz99Yy88.js.br"), zlib.brotliCompressSync(later));
    const res = await raw(`${url}/assets/later-Zz99Yy88.js`, { "accept-encoding": "gzip, br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(later);
  });

  it("answers a missing asset with a 404, not with the shell", async () => {
    const res = await raw(`${url}/assets/app-Old00000.js`, { accept: "text/html,*/*" });
    expect(res.status).toBe(404);
  });

  it("serves nothing outside the client's folder", async () => {
    for (const p of ["/assets/..%2f..%2fpackage.json", "/%2e%2e/%2e%2e/etc/passwd.txt", "/assets/%00.js"]) {
      const res = await raw(url + p, { accept: "application/json" });
      expect(res.status, p).toBe(404);
    }
  });
});

describe("API answers", () => {
  const router = routerSuite("in-process");

  const introspect = (acceptEncoding?: string) =>
    raw(
      `${router.url}/graphql`,
      {
        origin: router.url,
        "content-type": "application/json",
        ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
      },
      JSON.stringify({ query: "{ __schema { types { name } } }" }),
    );

  it("are gzip-compressed when the browser accepts gzip", async () => {
    const res = await introspect("gzip");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    const json = JSON.parse(zlib.gunzipSync(res.body).toString()) as { data: { __schema: { types: unknown[] } } };
    expect(json.data.__schema.types.length).toBeGreaterThan(10);
  });

  it("go out plain when the browser accepts no encoding", async () => {
    const res = await introspect();
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    const json = JSON.parse(res.body.toString()) as { data: { __schema: { types: unknown[] } } };
    expect(json.data.__schema.types.length).toBeGreaterThan(10);
  });
});
