import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { fileOf } from "./fixtures.js";
import { decodeBase64Upload, generateKey, isSafeKey, MiB, sniffContentType, validateUpload } from "./policy.js";

function refusal(fn: () => unknown): { message: string; code: unknown; fields: unknown } {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    const e = error as GraphQLError;
    return { message: e.message, code: e.extensions.code, fields: e.extensions.fields };
  }
  throw new Error("expected a refusal");
}

describe("rule: an avatar is PNG, JPEG or WebP of at most 2 MiB", () => {
  it("accepts an avatar of exactly 2 MiB", () => {
    expect(validateUpload("avatar", fileOf("png", 2 * MiB), "image/png")).toEqual({
      kind: "avatar",
      contentType: "image/png",
      extension: "png",
      size: 2 * MiB,
    });
  });
  it("refuses an avatar one byte over 2 MiB, as BAD_USER_INPUT on the file field", () => {
    const r = refusal(() => validateUpload("avatar", fileOf("png", 2 * MiB + 1), "image/png"));
    expect(r.code).toBe("BAD_USER_INPUT");
    expect(r.message).toMatch(/at most 2 MiB/);
    expect(r.fields).toEqual({ file: r.message });
  });
  it("accepts JPEG and WebP avatars", () => {
    expect(validateUpload("avatar", fileOf("jpeg"), "image/jpeg").extension).toBe("jpg");
    expect(validateUpload("avatar", fileOf("webp"), "image/webp").extension).toBe("webp");
  });
  it("refuses a GIF avatar (allowed only for post images)", () => {
    const r = refusal(() => validateUpload("avatar", fileOf("gif"), "image/gif"));
    expect(r.code).toBe("BAD_USER_INPUT");
    expect(r.message).toMatch(/GIF files are not accepted/);
  });
  it("refuses a PDF as an avatar", () => {
    expect(refusal(() => validateUpload("avatar", fileOf("pdf"), "application/pdf")).code).toBe("BAD_USER_INPUT");
  });
});

describe("rule: a post image is PNG, JPEG, WebP or GIF of at most 5 MiB", () => {
  it("accepts a GIF of exactly 5 MiB", () => {
    expect(validateUpload("post-image", fileOf("gif", 5 * MiB), "image/gif").contentType).toBe("image/gif");
  });
  it("refuses a post image over 5 MiB", () => {
    expect(refusal(() => validateUpload("post-image", fileOf("jpeg", 5 * MiB + 1), "image/jpeg")).message).toMatch(/at most 5 MiB/);
  });
});

describe("rule: a document (CV, salary slip, employer letter) is a PDF of at most 10 MiB", () => {
  it("accepts a PDF of exactly 10 MiB", () => {
    expect(validateUpload("document", fileOf("pdf", 10 * MiB), "application/pdf").extension).toBe("pdf");
  });
  it("refuses a PDF over 10 MiB", () => {
    expect(refusal(() => validateUpload("document", fileOf("pdf", 10 * MiB + 1), "application/pdf")).message).toMatch(/at most 10 MiB/);
  });
  it("refuses an image as a document", () => {
    expect(refusal(() => validateUpload("document", fileOf("png"))).message).toMatch(/PNG files are not accepted/);
  });
});

describe("rule: an income document (ISA salary slip, employer letter, tax return) is PDF, PNG or JPEG of at most 2 MiB", () => {
  it("accepts a PDF of exactly 2 MiB, and PNG and JPEG scans", () => {
    expect(validateUpload("income-document", fileOf("pdf", 2 * MiB), "application/pdf").extension).toBe("pdf");
    expect(validateUpload("income-document", fileOf("png"), "image/png").extension).toBe("png");
    expect(validateUpload("income-document", fileOf("jpeg"), "image/jpeg").extension).toBe("jpg");
  });
  it("refuses one byte over 2 MiB", () => {
    expect(refusal(() => validateUpload("income-document", fileOf("pdf", 2 * MiB + 1), "application/pdf")).message).toMatch(
      /at most 2 MiB/,
    );
  });
  it("refuses GIF and WebP", () => {
    expect(refusal(() => validateUpload("income-document", fileOf("gif"))).message).toMatch(/GIF files are not accepted/);
    expect(refusal(() => validateUpload("income-document", fileOf("webp"))).message).toMatch(/WEBP files are not accepted/);
  });
});

describe("rule: an employer logo is PNG, JPEG or WebP of at most 2 MiB", () => {
  it("accepts the three image types, 2 MiB exactly", () => {
    expect(validateUpload("employer-logo", fileOf("png", 2 * MiB), "image/png").extension).toBe("png");
    expect(validateUpload("employer-logo", fileOf("jpeg"), "image/jpeg").extension).toBe("jpg");
    expect(validateUpload("employer-logo", fileOf("webp"), "image/webp").extension).toBe("webp");
  });
  it("refuses one byte over 2 MiB, GIFs and PDFs", () => {
    expect(refusal(() => validateUpload("employer-logo", fileOf("png", 2 * MiB + 1), "image/png")).message).toMatch(
      /Logos can be at most 2 MiB/,
    );
    expect(refusal(() => validateUpload("employer-logo", fileOf("gif"))).message).toMatch(/GIF files are not accepted/);
    expect(refusal(() => validateUpload("employer-logo", fileOf("pdf"))).message).toMatch(/PDF files are not accepted/);
  });
});

describe("rule: uploads sent as base64 are decoded strictly, within the kind's size", () => {
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
  it("decodes base64, ignoring whitespace", () => {
    const pdf = fileOf("pdf", 300);
    const text = b64(pdf).replace(/(.{60})/g, "$1\n");
    expect(decodeBase64Upload("income-document", text)).toEqual(new Uint8Array(pdf));
  });
  it("refuses text that is not base64, on the named field", () => {
    for (const text of ["", "   ", "not base64!", "QUJD=", "QQ"]) {
      const r = refusal(() => decodeBase64Upload("avatar", text, "data"));
      expect(r.code).toBe("BAD_USER_INPUT");
      expect(r.fields).toEqual({ data: "Not valid base64." });
    }
  });
  it("refuses text too long for the kind before decoding, with the kind's limit", () => {
    const text = "A".repeat(Math.ceil((2 * MiB) / 3) * 4 + 8);
    expect(refusal(() => decodeBase64Upload("income-document", text)).fields).toEqual({
      dataBase64: "Income documents can be at most 2 MiB.",
    });
    // The same length fits a 10 MiB document.
    expect(decodeBase64Upload("document", text).length).toBeGreaterThan(2 * MiB);
  });
});

describe("rule: the type is what the bytes are, never only what the client declares", () => {
  it("refuses PNG bytes declared as a PDF", () => {
    const r = refusal(() => validateUpload("document", fileOf("png"), "application/pdf"));
    expect(r.code).toBe("BAD_USER_INPUT");
    expect(r.message).toMatch(/does not match its declared type/);
  });
  it("refuses PDF bytes declared as a PNG", () => {
    expect(refusal(() => validateUpload("avatar", fileOf("pdf"), "image/png")).message).toMatch(/does not match/);
  });
  it("refuses SVG and HTML even when declared as an allowed image type", () => {
    expect(refusal(() => validateUpload("post-image", fileOf("svg"), "image/png")).message).toMatch(/not accepted/);
    expect(refusal(() => validateUpload("post-image", fileOf("html"), "image/gif")).message).toMatch(/not accepted/);
  });
  it("refuses a disallowed declared type (SVG) for its bytes", () => {
    expect(refusal(() => validateUpload("avatar", fileOf("svg"), "image/svg+xml")).code).toBe("BAD_USER_INPUT");
  });
  it("takes the sniffed type when nothing is declared", () => {
    expect(validateUpload("avatar", fileOf("jpeg"), null).contentType).toBe("image/jpeg");
    expect(validateUpload("avatar", fileOf("jpeg"), "").contentType).toBe("image/jpeg");
  });
  it("tolerates case, parameters and the image/jpg alias in the declared type", () => {
    expect(validateUpload("avatar", fileOf("jpeg"), "IMAGE/JPG; q=1").contentType).toBe("image/jpeg");
  });
  it("recognises each accepted format by its magic number only", () => {
    expect(sniffContentType(fileOf("png"))).toBe("image/png");
    expect(sniffContentType(fileOf("jpeg"))).toBe("image/jpeg");
    expect(sniffContentType(fileOf("gif"))).toBe("image/gif");
    expect(sniffContentType(fileOf("webp"))).toBe("image/webp");
    expect(sniffContentType(fileOf("pdf"))).toBe("application/pdf");
    expect(sniffContentType(new TextEncoder().encode("RIFF....WAVE"))).toBeNull();
    expect(sniffContentType(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

describe("rule: empty files and unknown kinds are refused", () => {
  it("refuses an empty file", () => {
    expect(refusal(() => validateUpload("avatar", new Uint8Array(), "image/png")).message).toMatch(/empty/);
  });
  it("refuses an unknown kind, including prototype names", () => {
    expect(refusal(() => validateUpload("banner", fileOf("png"))).code).toBe("BAD_USER_INPUT");
    expect(refusal(() => validateUpload("__proto__", fileOf("png"))).code).toBe("BAD_USER_INPUT");
  });
  it("reports errors under a caller-chosen field", () => {
    expect(refusal(() => validateUpload("avatar", new Uint8Array(), null, { field: "avatar" })).fields).toHaveProperty("avatar");
  });
});

describe("rule: keys are <kind>/<uuid>.<ext> and never user-controlled paths", () => {
  it("builds the key from kind, a fresh UUID and the sniffed extension", () => {
    const key = generateKey({ kind: "document", extension: "pdf" });
    expect(key).toMatch(/^document\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/);
    expect(isSafeKey(key)).toBe(true);
  });
  it("gives every upload its own key", () => {
    expect(generateKey({ kind: "avatar", extension: "png" })).not.toBe(generateKey({ kind: "avatar", extension: "png" }));
  });
  it("refuses a UUID source that returns anything but a UUID", () => {
    expect(() => generateKey({ kind: "avatar", extension: "png" }, () => "../../etc/passwd")).toThrow();
  });
  it.each([
    "../etc/passwd",
    "avatar/../../secret",
    "avatar/./x.png",
    "/etc/passwd",
    "avatar//x.png",
    "avatar/",
    "avatar\\..\\x.png",
    "avatar/%2e%2e/x.png",
    "avatar/x\0.png",
    ".env",
    "avatar/.hidden",
    "avatar/x.png.meta.json",
    "C:/x.png",
    "",
    "a".repeat(600),
  ])("refuses the unsafe key %j", (key) => {
    expect(isSafeKey(key)).toBe(false);
  });
  it("accepts plain nested keys", () => {
    expect(isSafeKey("post-image/abc_DEF-1.2.webp")).toBe(true);
    expect(isSafeKey("test.txt")).toBe(true);
  });
});
