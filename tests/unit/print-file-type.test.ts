import { describe, expect, it } from "vitest";
import { sniffPrintFileType } from "~/lib/print-file-type";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)));

describe("sniffPrintFileType", () => {
  it("recognises PDF, JPEG and PNG by their first bytes", () => {
    expect(sniffPrintFileType(bytes("%PDF-1.7\n%âãÏÓ\n"))).toBe("PDF");
    expect(sniffPrintFileType(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF"))).toBe("JPEG");
    expect(sniffPrintFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR"))).toBe("PNG");
  });

  it("refuses everything else, whatever the file is called", () => {
    expect(sniffPrintFileType(bytes([0x50, 0x4b, 0x03, 0x04], "document.pdf"))).toBeNull(); // ZIP
    expect(sniffPrintFileType(bytes("GIF89a"))).toBeNull();
    expect(sniffPrintFileType(bytes("RIFF\0\0\0\0WEBPVP8 "))).toBeNull();
    expect(sniffPrintFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffPrintFileType(bytes("%!PS-Adobe-3.0"))).toBeNull();
    expect(sniffPrintFileType(new Uint8Array())).toBeNull();
  });

  it("requires the whole signature at offset 0", () => {
    expect(sniffPrintFileType(bytes("%PDF"))).toBeNull();
    expect(sniffPrintFileType(bytes("\n%PDF-1.4"))).toBeNull();
    expect(sniffPrintFileType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffPrintFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeNull();
    // A PNG signature with a damaged line-ending byte (the signature exists to catch exactly this).
    expect(sniffPrintFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0d, 0x1a, 0x0a]))).toBeNull();
  });
});
