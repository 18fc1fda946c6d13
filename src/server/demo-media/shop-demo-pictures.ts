import "server-only";
import { readFile, saveFile } from "@/server/media/local-storage";
import { createDemoPictures } from "./demo-pictures";
import { renderDemoArt } from "./render";
import { loadUsedDemoKeys, usedKeyIndex } from "./used-demo-keys";

// The shop's demo pictures: kept in the media storage, rendered for keys the database uses, at
// most 2 renders at a time (the box has 2 cores and also serves pages) and 16 waiting.
export const shopDemoPictures = createDemoPictures({
  storage: { read: readFile, save: saveFile },
  isUsedKey: usedKeyIndex(loadUsedDemoKeys),
  render: renderDemoArt,
  maxConcurrent: 2,
  maxQueued: 16,
});
