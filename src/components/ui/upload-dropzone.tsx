import { Trans } from '@lingui/react/macro';
import { Upload as UploadIcon } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { cn } from '@/lib/cn';

type UploadDropzoneProps = {
  accept?: string;
  multiple: boolean;
  disabled: boolean;
  /** The limits, one sentence a line, read with the picker button. */
  hints: readonly string[];
  onFiles: (files: File[]) => void;
};

/**
 * Where files come in: dropped on the zone, or picked with its button, which is a real button so the
 * keyboard and screen readers reach it. The file input itself stays hidden and out of the tab order.
 */
export function UploadDropzone({ accept, multiple, disabled, hints, onFiles }: UploadDropzoneProps) {
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    // Without this the browser opens the dropped file instead of handing it over.
    event.preventDefault();
    if (disabled) {
      event.dataTransfer.dropEffect = 'none';
      return;
    }
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function onDragLeave(event: DragEvent<HTMLDivElement>) {
    // Moving over a child fires dragleave on the zone too; only leaving the zone counts.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragging(false);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  }

  return (
    <div
      data-slot="upload-dropzone"
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      // Tells assistive technology (and contrast checkers) that the dimmed zone is out of use.
      aria-disabled={disabled || undefined}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-input p-6 text-center transition-colors',
        'data-disabled:opacity-50 data-dragging:border-primary data-dragging:bg-accent',
      )}
    >
      <UploadIcon aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="text-sm">
        {multiple ? <Trans>Drag and drop files here</Trans> : <Trans>Drag and drop a file here</Trans>}
      </p>
      <Button
        variant="outline"
        disabled={disabled}
        aria-describedby={hints.map((_, index) => `${hintId}-${String(index)}`).join(' ')}
        onClick={() => inputRef.current?.click()}
      >
        {multiple ? <Trans>Choose files</Trans> : <Trans>Choose a file</Trans>}
      </Button>
      {hints.map((hint, index) => (
        <FieldMessage key={hint} id={`${hintId}-${String(index)}`}>
          {hint}
        </FieldMessage>
      ))}
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        data-slot="upload-input"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared, so picking the same file again (after removing it, say) still fires a change.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
