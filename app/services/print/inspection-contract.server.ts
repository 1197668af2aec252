/** What the server asks the print inspector child (inspector/print-inspector.mjs) and what it answers (docs/decisions/010-print-file-processing.md). */

export interface ContentCheck {
  /** Porn + Hentai probability at or above which a page is flagged. */
  threshold: number;
  /** PDFs longer than 20 pages: how many pages are classified (the first 10, then an even sample). */
  maxPagesChecked: number;
}

export interface InspectJob {
  kind: "inspect";
  /** The upload, a local file the child reads. */
  path: string;
  /** Created if missing; receives thumb-<page>.jpg from page 1 and, for an unlocked PDF, print.pdf. */
  outDir: string;
  /** The shopper's password for an encrypted PDF; it only travels to the child over IPC. */
  password?: string;
  thumbnailWidth: number;
  /** More pages than this: `page_limit`, without rendering anything. */
  maxPages: number;
  /** Null: no content check (the classifier is not even loaded). */
  contentCheck: ContentCheck | null;
}

export interface NsfwVerdict {
  /** The highest Porn + Hentai probability over the pages checked. */
  score: number;
  /** The page with that score, from 1. */
  page: number;
  flagged: boolean;
}

export type InspectFileType = "PDF" | "JPEG" | "PNG";

export type KilledReason = "memory" | "deadline" | "crash";

export type InspectResult =
  | {
      status: "ok";
      type: InspectFileType;
      pages: number;
      /** The upload was an encrypted PDF (perhaps with an empty user password). */
      encrypted: boolean;
      /** outDir/print.pdf holds an unencrypted copy: print that instead of the upload. */
      decrypted: boolean;
      /** Thumbnails written, thumb-1.jpg to thumb-<thumbnails>.jpg. */
      thumbnails: number;
      /** Images only, after EXIF orientation. */
      width?: number;
      height?: number;
      nsfw: NsfwVerdict | null;
    }
  | { status: "unsupported" }
  | { status: "password_required" }
  | { status: "wrong_password" }
  | { status: "page_limit"; pages: number }
  /** Broken or hostile; `reason` is for logs only. */
  | { status: "corrupt"; reason: string }
  /** The child was killed (over its memory cap or deadline) or died. */
  | { status: "killed"; reason: KilledReason };

export interface InspectorOptions {
  /** Child processes, each running one job at a time. Default 1. */
  size?: number;
  /** Per job, from the moment a ready child receives it. Default 60 s. */
  deadlineMs?: number;
  /** A child whose resident memory passes this is killed. Default 768 MB. */
  maxRssBytes?: number;
  /** Jobs waiting beyond this are refused at once (a flood of uploads must not grow the queue without end). Default 100. */
  maxQueued?: number;
}

export interface Inspector {
  /** Resolves with the verdict; rejects only for failures that are not the file's fault (I/O, a child that cannot start, a full queue, close()). */
  inspect(job: InspectJob, options?: { deadlineMs?: number }): Promise<InspectResult>;
  /** Kills the children and rejects queued jobs. */
  close(): Promise<void>;
}
