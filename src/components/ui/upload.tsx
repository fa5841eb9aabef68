import type { MessageDescriptor } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useReducer, useRef, useState, type ComponentProps } from 'react';
import { FieldMessage } from '@/components/ui/field-message';
import { UploadDropzone } from '@/components/ui/upload-dropzone';
import { UploadItemRow } from '@/components/ui/upload-item';
import { cn } from '@/lib/cn';
import { describeFileTypes } from '@/lib/file-types';
import {
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_SIZE_MB,
  createUploadItem,
  formatFileSize,
  uploadReducer,
  validateUploadBatch,
  type UploadItem,
} from '@/lib/upload-files';

/**
 * Sends one file. Call `onProgress` with a percent (0-100) as it goes; resolve when the server has
 * it, reject with an Error whose message the user can read. `signal` aborts when the item is removed.
 */
export type UploadFn = (
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<void>;

type UploadProps = Omit<ComponentProps<'div'>, 'children' | 'onChange'> & {
  upload: UploadFn;
  /** Most files in the list at once (spec default 5); ignored when `multiple` is false. */
  maxFiles?: number;
  /** Largest file in MB of 1024 × 1024 bytes (spec default 10). */
  maxSizeMb?: number;
  /** Like the HTML `accept` attribute: `image/*,.pdf`. */
  accept?: string;
  /** False: one file at a time, and a new pick replaces the current one. */
  multiple?: boolean;
  disabled?: boolean;
  /** Offers a retry button on files whose upload failed. */
  retry?: boolean;
};

/**
 * A file upload: a drop zone with a picker button, then a list of the files with their progress.
 * Files that break a limit are refused with a message and the others go ahead; each accepted file
 * goes pending → uploading → success or error through the `upload` function.
 */
export function Upload({
  upload,
  maxFiles = UPLOAD_MAX_FILES,
  maxSizeMb = UPLOAD_MAX_SIZE_MB,
  accept,
  multiple = true,
  disabled = false,
  retry = true,
  className,
  ...props
}: UploadProps) {
  const { t, i18n } = useLingui();
  const [items, dispatch] = useReducer(uploadReducer, []);
  const [refusals, setRefusals] = useState<MessageDescriptor[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  function abort(id: string) {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
  }

  function start(item: UploadItem) {
    const { id } = item;
    const controller = new AbortController();
    controllers.current.set(id, controller);
    dispatch({ type: 'start', id });
    // Wrapped so an `upload` that throws before returning its promise still lands in `fail`.
    new Promise<void>((resolve) => {
      resolve(
        upload(item.file, (progress) => dispatch({ type: 'progress', id, progress }), controller.signal),
      );
    })
      .then(
        () => dispatch({ type: 'succeed', id }),
        (reason: unknown) => {
          if (controller.signal.aborted) return;
          const error = reason instanceof Error && reason.message ? reason.message : t`Upload failed`;
          dispatch({ type: 'fail', id, error });
        },
      )
      .finally(() => {
        if (controllers.current.get(id) === controller) controllers.current.delete(id);
      });
  }

  function addFiles(files: File[]) {
    const single = !multiple;
    const { accepted, errors } = validateUploadBatch(files, single ? 0 : items.length, {
      maxFiles: single ? 1 : maxFiles,
      maxSizeMb,
      accept,
    });
    setRefusals(errors);
    if (accepted.length === 0) return;
    const added = accepted.map(createUploadItem);
    if (single) {
      for (const item of items) abort(item.id);
      dispatch({ type: 'replace', items: added });
    } else {
      dispatch({ type: 'add', items: added });
    }
    added.forEach(start);
  }

  function remove(id: string) {
    abort(id);
    dispatch({ type: 'remove', id });
  }

  function again(item: UploadItem) {
    dispatch({ type: 'retry', id: item.id });
    start(item);
  }

  const size = formatFileSize(maxSizeMb * 1024 * 1024, i18n.locale);
  const count = multiple ? maxFiles : 1;
  const types = describeFileTypes(accept, i18n);
  const hints = [
    t`${plural(count, { one: `One file up to ${size}`, other: `Up to # files, ${size} each` })}`,
  ];
  if (types) hints.push(t`Accepted types: ${types}`);

  return (
    <div data-slot="upload" className={cn('grid gap-3', className)} {...props}>
      <UploadDropzone
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        hints={hints}
        onFiles={addFiles}
      />
      <div role="alert" data-slot="upload-errors" className="grid gap-1 empty:hidden">
        {refusals.map((refusal, index) => (
          // A list replaced whole on each batch, and two files of one name give the same message.
          <FieldMessage key={index} tone="error">
            {i18n._(refusal)}
          </FieldMessage>
        ))}
      </div>
      {items.length > 0 ? (
        <ul data-slot="upload-list" aria-label={t`Files`} className="grid gap-2">
          {items.map((item) => (
            <UploadItemRow
              key={item.id}
              item={item}
              onRemove={() => remove(item.id)}
              onRetry={retry ? () => again(item) : undefined}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
