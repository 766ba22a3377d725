/** Stored keys never change: data written by earlier versions must still load. */
import { describe, expect, it } from "vitest";
import {
  ESCROW_PREFIX,
  escapeKey,
  escrowKey,
  LEDGER_PREFIX,
  ledgerKey,
  ledgerPrefix,
  MAIL_PREFIX,
  mailKey,
  mailPrefix,
  PAUSE_PREFIX,
  pauseKey,
  RUN_KEY,
  SECRET_KEY,
  SERVER_KEY,
  splitLedgerKey,
  TABLE_PREFIX,
  tableKey,
  unescapeKey,
} from "../../src/tables/persistence/keys";

describe("storage keys", () => {
  it("are the literal keys earlier versions wrote", () => {
    expect([TABLE_PREFIX, PAUSE_PREFIX, ESCROW_PREFIX, MAIL_PREFIX, LEDGER_PREFIX]).toEqual(["t/", "p/", "e/", "m/", "l/"]);
    expect([SECRET_KEY, SERVER_KEY, RUN_KEY]).toEqual(["s/secret", "s/server", "s/run"]);
    expect(tableKey("world:1,2,3")).toBe("t/world:1,2,3");
    expect(tableKey("a/b%c")).toBe("t/a%2Fb%25c");
    expect(pauseKey("M7")).toBe("p/M7");
    expect(escrowKey("M7")).toBe("e/M7");
    expect(mailPrefix("ann")).toBe("m/ann/");
    expect(mailKey("ann", "M7.pay")).toBe("m/ann/M7.pay");
    expect(mailKey("@house", "M7.pay")).toBe("m/@house/M7.pay");
    expect(mailKey("x/y", "M7.ref0")).toBe("m/x%2Fy/M7.ref0");
    expect(ledgerPrefix("ann")).toBe("l/ann/");
    expect(ledgerKey("ann", "M7.take0")).toBe("l/ann/M7.take0");
    expect(ledgerKey("50%/b", "mail.x/y.0")).toBe("l/50%25%2Fb/mail.x/y.0");
  });

  it("escape and split back to the ids they were made from", () => {
    for (const id of ["ann", "a/b", "%2F", "100%", "", "x%25/%"]) expect(unescapeKey(escapeKey(id))).toBe(id);
    expect(splitLedgerKey(ledgerKey("a/b", "M.pay.3/x"))).toEqual(["a/b", "M.pay.3/x"]);
    expect(splitLedgerKey("l//x")).toBeUndefined();
  });
});
