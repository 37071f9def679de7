/**
 * Security headers outside production on every kind of response (the app shell's path, /graphql, /auth), source maps
 * refused in production only, and the image origins the CSP allows for each storage driver. Production's own headers
 * (HSTS) are checked in production.test.ts.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendError } from "./auth/http.js";
import { PERMISSIONS_POLICY, securityHeaders, storageImageSources } from "./security-headers.js";
import { routerSuite } from "./testing.js";

/** `script-src 'self'; …` as { "script-src": ["'self'"], … }. */
function cspDirectives(header: string | null): Record<string, string[]> {
  expect(header, "Content-Security-Policy header").toBeTruthy();
  return Object.fromEntries(
    header!
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The policy the built client is held to (e2e/csp.e2e.test.ts shows the client passes it). */
function expectClientPolicy(headers: Headers): void {
  expect(headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
  for (const feature of ["camera", "microphone", "geolocation", "payment"]) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("same-origin");
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("x-powered-by")).toBeNull();
  const csp = cspDirectives(headers.get("content-security-policy"));
  expect(csp["default-src"]).toEqual(["'self'"]);
  expect(csp["script-src"]).toEqual(["'self'"]);
  expect(csp["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp["img-src"]).toEqual(expect.arrayContaining(["'self'", "data:", "blob:"]));
  expect(csp["connect-src"]).toEqual(["'self'"]);
  expect(csp["font-src"]).toEqual(["'self'"]);
  expect(csp["object-src"]).toEqual(["'none'"]);
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(csp["base-uri"]).toEqual(["'self'"]);
  expect(csp["form-action"]).toEqual(["'self'"]);
}

/** GET /, POST /graphql and GET /auth/session, as a browser on the same origin sends them. */
async function sampleResponses(url: string): Promise<Record<string, Response>> {
  const origin = { origin: url };
  const [shell, graphql, session] = await Promise.all([
    fetch(`${url}/`, { headers: { accept: "text/html" } }),
    fetch(`${url}/graphql`, {
      method: "POST",
      headers: { ...origin, "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    }),
    fetch(`${url}/auth/session`, { headers: origin }),
  ]);
  expect(graphql!.status).toBe(200);
  expect(session!.status).toBe(200);
  return { "/": shell!, "/graphql": graphql!, "/auth/session": session! };
}

describe("security headers outside production", () => {
  const router = routerSuite("in-process");

  it("hold every response to the client's policy, without HSTS or an HTTPS upgrade", async () => {
    // The test router serves no client ("/" is its JSON 404); the served app shell is checked in e2e/csp.e2e.test.ts.
    for (const [name, res] of Object.entries(await sampleResponses(router.url))) {
      expectClientPolicy(res.headers);
      expect(res.headers.get("strict-transport-security"), name).toBeNull();
      expect(cspDirectives(res.headers.get("content-security-policy"))["upgrade-insecure-requests"], name).toBeUndefined();
    }
  });
});

describe("source maps", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tf-maps-"));
  const servers: http.Server[] = [];

  /** The client's static files behind the headers, as the router mounts them. */
  async function serve(production: boolean): Promise<string> {
    const app = express();
    app.use(securityHeaders({ production, imageSources: [] }));
    app.use(express.static(dir));
    app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => sendError(res, err));
    const server = http.createServer(app);
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  beforeAll(() => {
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "assets", "index-abc.js"), "export {};\n");
    fs.writeFileSync(path.join(dir, "assets", "index-abc.js.map"), '{"version":3,"sources":["src/main.tsx"]}');
  });
  afterAll(async () => {
    for (const s of servers) await new Promise((r) => s.close(r));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("are not served in production, though the bundle next to them is", async () => {
    const url = await serve(true);
    const map = await fetch(`${url}/assets/index-abc.js.map`);
    expect(map.status).toBe(404);
    expect(((await map.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
    expect((await fetch(`${url}/assets/index-abc.js.MAP`)).status).toBe(404);
    expect((await fetch(`${url}/assets/index-abc.js`)).status).toBe(200);
    expect((await fetch(`${url}/assets/index-abc.js.map`)).headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("are served outside production", async () => {
    const url = await serve(false);
    expect((await fetch(`${url}/assets/index-abc.js.map`)).status).toBe(200);
  });
});

describe("image origins for signed upload URLs", () => {
  const s3 = {
    STORAGE_DRIVER: "s3",
    S3_REGION: "eu-west-1",
    S3_BUCKET: "tf-uploads",
    S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
    S3_SECRET_ACCESS_KEY: "x".repeat(40),
  };

  it("are none of their own for local disk with root-relative /files URLs", () => {
    expect(storageImageSources({})).toEqual([]);
    expect(storageImageSources({ STORAGE_DRIVER: "local", STORAGE_PUBLIC_BASE_URL: "" })).toEqual([]);
  });

  it("are the public base URL's origin for local disk served elsewhere", () => {
    expect(storageImageSources({ STORAGE_PUBLIC_BASE_URL: "https://files.talentforge.example/some/path/" })).toEqual([
      "https://files.talentforge.example",
    ]);
  });

  it("are the bucket's host on AWS and the endpoint with path-style addressing", () => {
    expect(storageImageSources(s3)).toEqual(["https://tf-uploads.s3.eu-west-1.amazonaws.com"]);
    expect(storageImageSources({ ...s3, S3_ENDPOINT: "https://minio.internal.example:9000" })).toEqual([
      "https://minio.internal.example:9000",
    ]);
  });

  it("are allowed by the policy, and signed /files may be embedded from another origin", async () => {
    const app = express();
    app.use(securityHeaders({ production: false, imageSources: ["https://tf-uploads.s3.eu-west-1.amazonaws.com"] }));
    app.get(["/", "/files/avatar/a.png"], (_req, res) => void res.send("ok"));
    const server = http.createServer(app);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${url}/`);
      expect(cspDirectives(res.headers.get("content-security-policy"))["img-src"]).toEqual([
        "'self'",
        "data:",
        "blob:",
        "https://tf-uploads.s3.eu-west-1.amazonaws.com",
      ]);
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect((await fetch(`${url}/files/avatar/a.png?expires=1&sig=x`)).headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
