import { describe, expect, it } from "vitest";
import { inAppPath, linksIn } from "./links";

describe("linksIn", () => {
  it("finds http and https URLs in order, once each", () => {
    const text =
      "Confirm:\nhttps://app.example/verify-email?token=abc\n\nAgain: https://app.example/verify-email?token=abc\nhttp://x.example/a";
    expect(linksIn(text)).toEqual(["https://app.example/verify-email?token=abc", "http://x.example/a"]);
  });

  it("leaves sentence punctuation and brackets out of the URL", () => {
    expect(linksIn("See (https://app.example/applications). Or https://app.example/settings#settings-email, later.")).toEqual([
      "https://app.example/applications",
      "https://app.example/settings#settings-email",
    ]);
    expect(linksIn("請按此：https://app.example/reset-password?token=x。")).toEqual(["https://app.example/reset-password?token=x"]);
  });

  it("ignores other schemes and bare hosts", () => {
    expect(linksIn("mailto:a@b.example javascript:alert(1) www.example.com ftp://files.example")).toEqual([]);
  });
});

describe("inAppPath", () => {
  it("keeps path, query and hash of a same-origin link only", () => {
    expect(inAppPath("https://app.example/verify-email?token=a#x", "https://app.example")).toBe("/verify-email?token=a#x");
    expect(inAppPath("https://other.example/verify-email", "https://app.example")).toBeNull();
  });
});
