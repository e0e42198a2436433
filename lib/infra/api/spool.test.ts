/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { spoolToDisk } from "./spool";

const part = (stream: PassThrough, n: number) => ({
  field: "images",
  filename: `${n}.jpg`,
  mimeType: "image/jpeg",
  stream,
});

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

test("an upload refused part-way: the cleanup resolves while a photo is still being written, removes the folder and takes no more files", async () => {
  const { sink, cleanup } = spoolToDisk();
  const first = new PassThrough();
  const writing = sink(part(first, 1));
  first.write(Buffer.alloc(1024, 1));
  let folder = "";
  await waitFor(() => {
    const dirs = fs
      .readdirSync(os.tmpdir())
      .filter((d) => d.startsWith("vozovna-upload-"))
      .map((d) => path.join(os.tmpdir(), d))
      .filter((d) => fs.existsSync(path.join(d, "0")));
    folder = dirs[0] ?? "";
    return folder !== "";
  });
  expect(folder).not.toBe("");

  await expect(cleanup()).resolves.toBeUndefined();
  expect(fs.existsSync(folder)).toBe(false);

  // a photo the parser hands over after the cleanup is refused, and nothing is written again
  const late = new PassThrough();
  await expect(sink(part(late, 2))).rejects.toThrow("the upload is over");
  first.end();
  await writing.catch(() => {});
  expect(fs.existsSync(folder)).toBe(false);
});

test("the cleanup of an upload that stored nothing does nothing", async () => {
  await expect(spoolToDisk().cleanup()).resolves.toBeUndefined();
});
