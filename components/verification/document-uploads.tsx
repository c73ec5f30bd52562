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
import { UPLOAD_FILE_FIELD, UPLOAD_MIN_SIDE_PX, UPLOAD_TYPES, UPLOAD_WARNING_MS } from '@/lib/policy';
import { type TDocument } from '@/lib/schemas/documents';
import type { TFormState } from '@/lib/schemas/form-state';
import { uploadProblemOf, type UploadProblem } from '@/lib/verification/upload-problem';

import styles from './verification.module.css';

/** What an upload or a deletion posted before hydration (no JavaScript) came back with. */
export type PostedFiles = { upload: TFormState | null; remove: TFormState | null };

type Props = {
  document: TDocument;
  /** Uploads and deletions are off (document locked, or the passport not saved yet). */
  disabled: boolean;
  /** SPEC §2 'First save the form': why the area is off before the passport is saved. */
  needsSave: boolean;
  posted?: PostedFiles;
  onChange(document: TDocument): void;
};

/** The file dialog's hint, the same as the drop zone's: the types and their usual extensions. */
const UPLOAD_ACCEPT = [...UPLOAD_TYPES, '.jpg', '.jpeg', '.png'].join(',');

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

/** The words for a refusal that is not the file's own: a known common code, else the generic error. */
function useRefusalText() {
  const tErrors = useTranslations('Errors');
  const tNotification = useTranslations('Notification');
  return (errors: readonly ApiError[]): string => {
    const known = errors.find(
      (error) => error.code !== 'validation_error' && tErrors.has(error.code as never),
    );
    return known ? tErrors(known.code as never) : tNotification('error');
  };
}

/**
 * SPEC §2/§4 uploads: a drop zone (react-dropzone) taking the first file only, 'Invalid size' and
 * 'Invalid type' warnings that close after 10 s, a real progress bar (XMLHttpRequest upload events)
 * with Cancel, wait → success/error notifications, and the document's files with Delete.
 */
export function DocumentUploads({ document, disabled, needsSave, posted, onChange }: Props) {
  const t = useTranslations('Verification');
  const tCommon = useTranslations('Common');
  const tNotification = useTranslations('Notification');
  const refusalText = useRefusalText();
  const { notify, dismiss } = useAppState();
  const hydrated = useHydrated();
  const pathname = usePathname();
  const search = useSearchParams();
  // A native upload's refusal comes back with the page: the file's problem shows as the warning.
  const uploadRefused = posted?.upload && !posted.upload.succeeded ? posted.upload.errors : null;
  const postedProblem = uploadRefused ? serverProblem(uploadRefused) : null;
  const [warning, setWarning] = useState<UploadProblem | null>(postedProblem);
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
  // Refused for a reason that is not the file's own (too many files, too many requests…).
  const uploadFailed = uploadRefused !== null && postedProblem === null;
  const deleteRefused = !hydrated && posted?.remove && !posted.remove.succeeded ? posted.remove.errors : null;
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
      {hydrated ? (
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
      ) : (
        // Before hydration (or without JavaScript) a plain form: the file posts natively and the
        // route answers with a 303 back here. The page rides in the action's query, not a field, as
        // the route streams the body on unread. Fields come before the file, as the service reads them.
        <form
          method="post"
          encType="multipart/form-data"
          action={`/api/documents/upload?_page=${encodeURIComponent(page)}`}
          className={`${styles.dropzone} ${styles.nativeUpload} ${disabled ? styles.dropzoneDisabled : ''}`}
          data-testid="upload-form"
          data-disabled={disabled ? 'true' : undefined}
        >
          <input type="hidden" name="documentType" value={document.documentType} />
          <label className={styles.nativeLabel} htmlFor="upload-native-file">
            {t('chooseFile')}
          </label>
          <input
            id="upload-native-file"
            className={styles.nativeFile}
            type="file"
            name={UPLOAD_FILE_FIELD}
            accept={UPLOAD_ACCEPT}
            required
            disabled={disabled}
            aria-describedby={warning || uploadFailed ? 'upload-warning' : undefined}
            data-testid="native-file-input"
          />
          <Button type="submit" variant="secondary" disabled={disabled} data-testid="native-upload">
            {t('uploadSubmit')}
          </Button>
        </form>
      )}

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
        <div className={styles.warning} role="alert" id="upload-warning" data-testid="upload-warning">
          <AlertIcon size={18} />
          <span>{warning === 'imageTooSmall' ? t(warning, { min: UPLOAD_MIN_SIDE_PX }) : t(warning)}</span>
          {hydrated ? (
            <button
              type="button"
              className={styles.warningClose}
              onClick={() => setWarning(null)}
              aria-label={tCommon('close')}
            >
              <CloseIcon size={16} />
            </button>
          ) : null}
        </div>
      ) : null}
      {!hydrated && uploadFailed ? (
        <div className={styles.warning} role="alert" id="upload-warning" data-testid="upload-warning">
          <AlertIcon size={18} />
          <span>{refusalText(uploadRefused)}</span>
        </div>
      ) : null}
      {!hydrated && posted?.upload?.succeeded ? (
        <p className={styles.uploaded} role="status" data-testid="upload-done">
          {tNotification('success')}
        </p>
      ) : null}

      <h3 className={styles.filesTitle}>{t('filesTitle')}</h3>
      {deleteRefused ? (
        <div className={styles.warning} role="alert" data-testid="delete-error">
          <AlertIcon size={18} />
          <span>{refusalText(deleteRefused)}</span>
        </div>
      ) : null}
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
