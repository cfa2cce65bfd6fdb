/** Where a save is: not started, sending the form (share sent so far), or the server at work. */
export type SavePhase =
  { phase: 'idle' } | { phase: 'uploading'; progress: number } | { phase: 'processing' };

/** The upload's progress bar and its words ('Uploading... 40%', then 'Processing images...'). */
export function UploadProgress({ save }: { save: SavePhase }) {
  const percent = save.phase === 'uploading' ? Math.round(save.progress * 100) : 100;
  const label = save.phase === 'processing' ? 'Processing images...' : `Uploading... ${percent}%`;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium text-slate-800" aria-live="polite">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
