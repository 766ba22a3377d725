import { createHash, createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decodeBase64Url, decodeWord, encodeBase64Url, encodeWord } from "../../src/util/base64";
import { bytesEqual, hmacSha256 } from "../../src/util/hmac";
import { sha256, stringBytes } from "../../src/util/sha256";

const hex = (b: number[]) => Buffer.from(b).toString("hex");

describe("sha256 and hmac match Node's crypto", () => {
  it("on the standard vectors", () => {
    expect(hex(sha256(stringBytes("")))).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(hex(sha256(stringBytes("abc")))).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const long = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
    expect(hex(sha256(stringBytes(long)))).toBe("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  });

  it("on random messages of every length around the block edges, and random keys", () => {
    for (let n = 0; n < 200; n++) {
      const msg = [...randomBytes(n)];
      expect(hex(sha256(msg))).toBe(createHash("sha256").update(Buffer.from(msg)).digest("hex"));
      const key = [...randomBytes(n % 100)];
      expect(hex(hmacSha256(key, msg))).toBe(createHmac("sha256", Buffer.from(key)).update(Buffer.from(msg)).digest("hex"));
    }
  });

  it("compares in constant shape", () => {
    expect(bytesEqual([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(bytesEqual([1, 2, 3], [1, 2, 4])).toBe(false);
    expect(bytesEqual([1, 2], [1, 2, 3])).toBe(false);
  });
});

describe("base64url", () => {
  it("round-trips and matches Node's encoder", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (a) => {
        const bytes = [...a];
        const text = encodeBase64Url(bytes);
        expect(text).toBe(Buffer.from(bytes).toString("base64url"));
        expect(decodeBase64Url(text)).toEqual(bytes);
      }),
    );
  });

  it("refuses characters outside the alphabet, bad lengths and non-canonical padding bits", () => {
    expect(decodeBase64Url("ab=c")).toBeUndefined();
    expect(decodeBase64Url("abcde")).toBeUndefined();
    expect(decodeBase64Url("AB")).toBeUndefined();
    expect(decodeBase64Url("AA")).toEqual([0]);
  });

  it("words take six characters and come back signed", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2147483648, max: 2147483647 }), (w) => {
        const t = encodeWord(w);
        expect(t.length).toBe(6);
        expect(decodeWord(t)).toBe(w);
      }),
    );
    expect(decodeWord("______")).toBeUndefined();
  });
});
