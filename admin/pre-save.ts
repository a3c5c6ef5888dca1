/**
 * The editor's `preSave` event: the content check once more as the entry is written, so a form
 * whose Site rules field was never drawn is refused too, with the same sentences; and an entry
 * left without a place gets the next free one. Sveltia shows what the handler throws as
 * "saving_failed" in its error dialog, with the cause's message.
 */
import type { AppEventListener, CmsConfig } from "@sveltia/cms";
import type { EditorEntry } from "./editor-reader.ts";

/** An entry as the `preSave` event gives it: an Immutable.js map the handler may return changed. */
type SavingEntry = EditorEntry & { setIn(path: string[], value: unknown): unknown };

export function preSaveHandler(config: CmsConfig): AppEventListener["handler"] {
  return (async ({ entry }: { entry: SavingEntry }) => {
    const { draftCheck } = await import("./draft-check.ts");
    const { problems, place } = await draftCheck(config, entry);
    if (problems.length > 0) throw new Error("saving_failed", { cause: new Error(problems.join("\n")) });
    return place ? entry.setIn(["data", place.field], place.value) : undefined;
  }) as unknown as AppEventListener["handler"];
}
