import { useLingui } from '@lingui/react/macro';
import { useFeedback } from '@portal/data-access';
import { Button } from '@portal/ui-kit';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { PanelIcon } from '../../icons/components/PanelIcon';
import { FEEDBACK_LIMITS } from '../constants/FEEDBACK_LIMITS';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};

  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  textarea {
    min-height: 110px;
    padding: ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.component.input.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.component.input.background};
    color: ${({ theme }) => theme.component.input.text};
    font: inherit;
    resize: vertical;
  }
  textarea:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }

  /* 16 px text (a phone does not zoom in) and a finger-sized file picker. */
  ${({ theme }) => theme.media.touch} {
    textarea {
      font-size: ${({ theme }) => theme.font.size.lg};
    }
    input[type='file'] {
      min-height: ${({ theme }) => theme.component.touchTarget}px;
      padding: ${({ theme }) => theme.spacing(2, 0)};
    }
  }
`;

const StyledHint = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $error }) => ($error ? theme.color.danger.text : theme.color.text.tertiary)};
`;

const StyledThumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
  }
  img {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const StyledSuccess = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.success.text};
`;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Feedback: at most 140 characters and up to 3 png/jpg images of at most 5 MB each. */
export function FeedbackForm() {
  const { t } = useLingui();
  const id = useId();
  const [content, setContent] = useState('');
  const [images, setImages] = useState<Array<{ name: string; dataUrl: string }>>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [contentError, setContentError] = useState<string | null>(null);
  const { mutate, isPending, isSuccess, isError, reset } = useFeedback();

  const handleFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setImageError(null);
    if (images.length + files.length > FEEDBACK_LIMITS.maxImages) {
      setImageError(t`You can attach at most 3 images.`);
      return;
    }
    const wrongType = files.find((file) => !(FEEDBACK_LIMITS.imageTypes as readonly string[]).includes(file.type));
    if (wrongType) {
      setImageError(t`${wrongType.name} is not a PNG or JPG image.`);
      return;
    }
    const tooBig = files.find((file) => file.size > FEEDBACK_LIMITS.maxImageBytes);
    if (tooBig) {
      setImageError(t`${tooBig.name} is larger than 5 MB.`);
      return;
    }
    const read = await Promise.all(files.map(async (file) => ({ name: file.name, dataUrl: await readAsDataUrl(file) })));
    setImages((current) => [...current, ...read]);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = content.trim();
    if (!trimmed) {
      setContentError(t`Please write your feedback.`);
      return;
    }
    setContentError(null);
    mutate(
      { content: trimmed, images: images.length ? images.map((image) => image.dataUrl) : undefined },
      {
        onSuccess: () => {
          setContent('');
          setImages([]);
        },
      },
    );
  };

  const remaining = FEEDBACK_LIMITS.maxLength - content.length;
  return (
    <StyledForm onSubmit={handleSubmit} noValidate aria-label={t`Feedback`}>
      <label htmlFor={`${id}-content`}>{t`Your feedback`}</label>
      <textarea
        id={`${id}-content`}
        value={content}
        maxLength={FEEDBACK_LIMITS.maxLength}
        aria-describedby={`${id}-count`}
        aria-invalid={contentError ? true : undefined}
        onChange={(event) => {
          setContent(event.target.value);
          if (isSuccess || isError) reset();
        }}
      />
      <StyledHint id={`${id}-count`} $error={Boolean(contentError)}>
        {contentError ?? t`${remaining} of 140 characters left`}
      </StyledHint>
      <label htmlFor={`${id}-images`}>{t`Images (PNG or JPG, up to 3, 5 MB each)`}</label>
      <input
        id={`${id}-images`}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        onChange={(event) => void handleFiles(event)}
        disabled={images.length >= FEEDBACK_LIMITS.maxImages}
      />
      {imageError && (
        <StyledHint role="alert" $error>
          {imageError}
        </StyledHint>
      )}
      {images.length > 0 && (
        <StyledThumbs aria-label={t`Attached images`}>
          {images.map((image, index) => (
            <li key={`${image.name}-${index}`}>
              <img src={image.dataUrl} alt={image.name} width={72} height={72} />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setImages((current) => current.filter((_, i) => i !== index))}
                aria-label={t`Remove ${image.name}`}
              >
                <PanelIcon name="close" size={14} />
              </Button>
            </li>
          ))}
        </StyledThumbs>
      )}
      {isSuccess && <StyledSuccess role="status">{t`Thank you! Your feedback was sent.`}</StyledSuccess>}
      {isError && <StyledHint role="alert" $error>{t`Your feedback could not be sent. Please try again.`}</StyledHint>}
      <div>
        <Button type="submit" variant="primary" loading={isPending}>
          {t`Send feedback`}
        </Button>
      </div>
    </StyledForm>
  );
}
