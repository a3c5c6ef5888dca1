/**
 * Remembers what each generated picture was drawn from, so a build redraws only the pictures whose
 * input or drawing code changed. Kept in .generated/, which is never committed.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export class DrawingCache {
  private readonly file: string;
  private readonly code: Buffer;
  private readonly previous: Record<string, string>;
  private readonly current: Record<string, string> = {};

  /** `name` names the cache file; `codeFiles` are the drawing code, whose change redraws everything. */
  constructor(name: string, codeFiles: string[]) {
    this.file = join(process.cwd(), ".generated", `${name}.json`);
    this.code = Buffer.concat(codeFiles.map((f) => readFileSync(f)));
    this.previous = existsSync(this.file)
      ? (JSON.parse(readFileSync(this.file, "utf8")) as Record<string, string>)
      : {};
  }

  /** Whether `outFile` exists and was drawn from this same input; records the input either way. */
  isFresh(outFile: string, input: unknown): boolean {
    const hash = createHash("sha256").update(JSON.stringify(input)).update(this.code).digest("hex");
    this.current[outFile] = hash;
    return this.previous[outFile] === hash && existsSync(outFile);
  }

  /** Writes down what was drawn this time. */
  save(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(this.current, null, 2));
  }
}
