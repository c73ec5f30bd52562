'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';

import { useHydrated } from '@/components/forms/use-hydrated';
import { useAppState } from '@/components/shell/app-state';
import { Button } from '@/components/ui/button';
import { AlertIcon, CloseIcon } from '@/components/ui/icons';
import { callApi } from '@/lib/client/api';
import { uploadFile } from '@/lib/client/upload';
import type { ApiError } from '@/lib/errors/codes';
import { UPLOAD_MIN_SIDE_PX, UPLOAD_WARNING_MS } from '@/lib/policy';
import { type TDocument } from '@/lib/schemas/documents';
import { uploadProblemOf, type UploadProblem } from '@/lib/verification/upload-problem';

import styles from './verification.module.css';

type Props = {
  document: TDocument;
  /** Uploads and deletions are off (document locked, or the passport not saved yet). */
  disabled: boolean;
  /** SPEC §2 'First save the form': why the area is off before the passport is saved. */
  needsSave: boolean;
  onChange(document: TDocument): void;
};

/** The file's problem as the server named it (a text file called .png passes the browser's check). */
function serverProblem(errors: readonly ApiError[]): UploadProblem | null {
  for (const error of errors) {
    if (error.code !== 'validation_error' || !('fieldName' in error) || error.fieldName !== 'file') continue;
    if (error.errors.includes('invalid_value')) return 'invalidType';
    // min_length is the image's sides (a small photo), max_length its bytes or pixel count.
    if (error.errors.includes('min_length')) return 'imageTooSmall';
    if (error.errors.includes('max_length')) return 'invalidSize';
  }
  return null;
}

/**
 * SPEC §2/§4 uploads: a drop zone (react-dropzone) taking the first file only, 'Invalid size' and
 * 'Invalid type' warnings that close after 10 s, a real progress bar (XMLHttpRequest upload events)
 * with Cancel, wait → success/error notifications, and the document's files with Delete.
 */
export function DocumentUploads({ document, disabled, needsSave, onChange }: Props) {
  const t = useTranslations('Verification');
  const tCommon = useTranslations('Common');
  const { notify, dismiss } = useAppState();
  const hydrated = useHydrated();
  const pathname = usePathname();
  const search = useSearchParams();
  const [warning, setWarning] = useState<UploadProblem | null>(null);
  const [upload, setUpload] = useState<{ name: string; fraction: number } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  // SPEC §8: the warning closes itself after 10 s.
  useEffect(() => {
    if (!warning) return;
    const timer = setTimeout(() => setWarning(null), UPLOAD_WARNING_MS);
    return () => clearTimeout(timer);
  }, [warning]);
  useEffect(() => () => controller.current?.abort(), []);

  async function send(file: File) {
    const problem = uploadProblemOf(file);
    if (problem) {
      setWarning(problem);
      return;
    }
    setWarning(null);
    const abort = new AbortController();
    controller.current = abort;
    setUpload({ name: file.name, fraction: 0 });
    notify('wait');
    try {
      const result = await uploadFile('/documents/upload', {
        fields: { documentType: document.documentType },
        file,
        signal: abort.signal,
        onProgress: (fraction) => setUpload((current) => (current ? { ...current, fraction } : current)),
      });
      if (result.state === 'success') {
        notify('success');
        onChange(result.data);
        return;
      }
      const refused = serverProblem(result.errors);
      if (refused) {
        dismiss();
        setWarning(refused);
      } else if (!result.effects.notify && !result.effects.unauthorized && !result.effects.globalError) {
        // The shell notifies for the effects it handles; anything else is this upload's error.
        notify('error');
      }
    } catch {
      // Cancelled by the user: nothing was stored, nothing to say.
      dismiss();
    } finally {
      controller.current = null;
      setUpload(null);
    }
  }

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    // SPEC §5: only the first dropped or chosen file is used.
    const first = accepted[0] ?? rejected[0]?.file;
    if (first) void send(first);
  };
  const busy = upload !== null || deleting !== null;
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    multiple: false,
    disabled: disabled || busy,
    // SPEC §2 'click to choose one': a click anywhere in the area opens the file dialog. The keyboard
    // path is the Choose file button, so the area itself is not a second tab stop.
    noKeyboard: true,
    // A hint for the file dialog; what arrives is checked (and the server checks the content).
    accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] },
  });

  async function remove(event: FormEvent<HTMLFormElement>, path: string) {
    event.preventDefault();
    setDeleting(path);
    notify('wait');
    const result = await callApi('/documents/delete', {
      body: { path, documentType: document.documentType },
    });
    setDeleting(null);
    if (result.state === 'success') {
      notify('success');
      onChange(result.data);
    } else if (!result.effects.notify && !result.effects.unauthorized && !result.effects.globalError) {
      notify('error');
    }
  }

  const page = `${pathname}${search.size ? `?${search}` : ''}`;
  const files = document.relativeFilePath;
  return (
    <section className={styles.uploads} aria-labelledby="uploads-title" data-testid="uploads">
      <h2 id="uploads-title" className={styles.formHeading}>
        {document.documentType === 'SELFIE' ? t('selfie') : t('uploadTitle')}
      </h2>
      {document.documentType === 'SELFIE' ? <p className={styles.muted}>{t('selfieHint')}</p> : null}
      {needsSave ? (
        <p className={styles.note} role="status" data-testid="first-save">
          <AlertIcon size={18} />
          <span>{t('firstSaveForm')}</span>
        </p>
      ) : null}
      <noscript>
        <p className={styles.note}>{t('noscript')}</p>
      </noscript>
      <div
        {...getRootProps({
          className: `${styles.dropzone} ${isDragActive ? styles.dropzoneActive : ''} ${disabled ? styles.dropzoneDisabled : ''}`,
        })}
        data-testid="dropzone"
        data-disabled={disabled ? 'true' : undefined}
      >
        <input {...getInputProps()} data-testid="file-input" />
        <p className={styles.dropHint}>{t('uploadHint')}</p>
        <Button
          variant="secondary"
          onClick={(event) => {
            // The area's own click handler would open a second dialog.
            event.stopPropagation();
            open();
          }}
          disabled={!hydrated || disabled || busy}
          data-testid="choose-file"
        >
          {t('chooseFile')}
        </Button>
      </div>

      {upload ? (
        <div className={styles.progress} data-testid="upload-progress">
          <label className={styles.progressLabel} htmlFor="upload-progress-bar">
            {t('uploading', { name: upload.name })}
          </label>
          <div className={styles.progressRow}>
            <progress
              id="upload-progress-bar"
              className={styles.progressBar}
              max={100}
              value={Math.round(upload.fraction * 100)}
              data-testid="upload-progress-bar"
            />
            <span className={styles.progressValue} aria-hidden="true">
              {Math.round(upload.fraction * 100)}%
            </span>
            <Button variant="ghost" onClick={() => controller.current?.abort()} data-testid="upload-cancel">
              {t('cancelUpload')}
            </Button>
          </div>
        </div>
      ) : null}

      {warning ? (
        <div className={styles.warning} role="alert" data-testid="upload-warning">
          <AlertIcon size={18} />
          <span>{warning === 'imageTooSmall' ? t(warning, { min: UPLOAD_MIN_SIDE_PX }) : t(warning)}</span>
          <button
            type="button"
            className={styles.warningClose}
            onClick={() => setWarning(null)}
            aria-label={tCommon('close')}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ) : null}

      <h3 className={styles.filesTitle}>{t('filesTitle')}</h3>
      {files.length === 0 ? (
        <p className={styles.muted} data-testid="no-files">
          {t('noFiles')}
        </p>
      ) : (
        <ul className={styles.files} data-testid="files">
          {files.map((path, index) => (
            <li key={path} className={styles.file}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the owner's private file, never optimised or cached */}
              <img
                className={styles.thumb}
                src={`/api/documents/file?path=${encodeURIComponent(path)}`}
                alt={t('fileAlt', { number: index + 1 })}
                width={96}
                height={96}
                loading="lazy"
              />
              <form
                method="post"
                action="/api/documents/delete"
                onSubmit={(event) => void remove(event, path)}
              >
                <input type="hidden" name="_page" value={page} />
                <input type="hidden" name="path" value={path} />
                <input type="hidden" name="documentType" value={document.documentType} />
                <Button
                  type="submit"
                  variant="ghost"
                  disabled={disabled || busy}
                  busy={deleting === path}
                  aria-label={`${t('deleteFile')}: ${t('fileAlt', { number: index + 1 })}`}
                  data-testid="delete-file"
                >
                  {t('deleteFile')}
                </Button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
