/**
 * The messages between the playground page and its Web Worker. The worker
 * answers each `analyse` with the view of that text (the page keeps only the
 * answer to its latest request) and each `output` with a download's text.
 */
import type { Output, PlayView } from "../src/play/session.js";

export type Request =
  | { kind: "analyse"; id: number; file: string; text: string }
  | { kind: "output"; id: number; file: string; text: string; format: Output };

export type Reply =
  | { kind: "view"; id: number; view: PlayView; ms: number }
  | { kind: "output"; id: number; format: Output; text: string };
