import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { IMAGE_RULES } from '@/components/ui/ImageDropzone';
import { PicturesField } from '../PicturesField';
import { newPictureFiles, type Picture } from '../pictures';

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
const revoke = vi.fn();

beforeEach(() => {
  revoke.mockClear();
  URL.createObjectURL = (file: Blob) => `blob:${(file as File).name}`;
  URL.revokeObjectURL = revoke;
});

afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

function renderField(stored: Picture[] = [], onSubmit = vi.fn()) {
  const view = render(
    <Formik initialValues={{ pictures: stored }} onSubmit={onSubmit}>
      <Form>
        <PicturesField
          id="pictures"
          name="pictures"
          namespace="ui"
          label="Previous work"
          rules={IMAGE_RULES.previousWork}
          storedName={(index) => `Stored ${index + 1}`}
          progress={{ 'https://files/a.png': 30 }}
        />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return { ...view, onSubmit };
}

describe('PicturesField', () => {
  it('shows stored pictures by name, with their upload progress', () => {
    renderField([{ key: 'https://files/a.png', url: 'https://files/a.png' }]);
    expect(screen.getByRole('img', { name: 'Stored 1' })).toHaveAttribute('src', 'https://files/a.png');
    expect(screen.getByRole('progressbar', { name: 'Uploading Stored 1' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
  });

  it('puts chosen files into the form next to the stored ones', async () => {
    const { onSubmit } = renderField([{ key: 'https://files/a.png', url: 'https://files/a.png' }]);
    await userEvent.upload(screen.getByLabelText('Previous work', { selector: 'input' }), png('gig.png'));
    expect(await screen.findByRole('img', { name: 'gig.png' })).toHaveAttribute('src', 'blob:gig.png');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const [values] = onSubmit.mock.calls[0] as [{ pictures: Picture[] }];
    expect(values.pictures.map((picture) => picture.url)).toEqual(['https://files/a.png', 'blob:gig.png']);
    expect(newPictureFiles(values.pictures).map(({ file }) => file.name)).toEqual(['gig.png']);
  });

  it("frees a chosen file's preview when it is removed or the form goes away", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { unmount } = renderField();
      await userEvent.upload(screen.getByLabelText('Previous work', { selector: 'input' }), [
        png('a.png'),
        png('b.png'),
      ]);
      await userEvent.click(await screen.findByRole('button', { name: 'Remove a.png' }));
      expect(revoke).toHaveBeenCalledWith('blob:a.png');
      expect(screen.queryByRole('img', { name: 'a.png' })).not.toBeInTheDocument();
      unmount();
      await vi.runAllTimersAsync();
      expect(revoke).toHaveBeenCalledWith('blob:b.png');
    } finally {
      vi.useRealTimers();
    }
  });
});
