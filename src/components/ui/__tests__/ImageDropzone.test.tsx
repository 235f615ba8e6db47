import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { PicturesField } from '@/components/forms/PicturesField';
import type { Picture } from '@/components/forms/pictures';
import {
  IMAGE_RULES,
  ImageDropzone,
  useLocalPreviews,
  type ImageItem,
  type ImageRules,
} from '../ImageDropzone';

const MB = 1024 * 1024;
const image = (name: string, type = 'image/png', bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type });

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
let created = 0;
const revoke = vi.fn();

beforeEach(() => {
  created = 0;
  revoke.mockClear();
  URL.createObjectURL = () => `blob:preview-${++created}`;
  URL.revokeObjectURL = revoke;
});

afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

/** The drop zone as a page would use it: local previews owned by the page. */
function Harness({ rules, hint }: { rules: ImageRules; hint?: string }) {
  const previews = useLocalPreviews();
  return (
    <ImageDropzone
      id="pictures"
      label="Pictures"
      items={previews.items}
      rules={rules}
      hint={hint}
      onAdd={previews.add}
      onRemove={previews.remove}
    />
  );
}

const setup = (rules: ImageRules, hint?: string) => {
  // The browser's own accept filter is off so refused files reach the drop zone, as a drag-and-drop would.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(<Harness rules={rules} hint={hint} />);
  return { user, ...view };
};

describe('ImageDropzone', () => {
  it('labels the file input and names the drop area by its prompt', () => {
    setup(IMAGE_RULES.venue, 'Landscape pictures look best');
    expect(screen.getByLabelText('Pictures')).toHaveAttribute('type', 'file');
    const area = screen.getByRole('button', { name: 'Drag and drop images here, or click to choose' });
    expect(area).toHaveAccessibleDescription(
      'PNG, JPG or JPEG, up to 5 MB each Landscape pictures look best',
    );
    expect(screen.getByText('Landscape pictures look best')).toBeInTheDocument();
  });

  it('gives event pictures the recommended dimensions unless the page brings its own hint', () => {
    const { unmount } = setup(IMAGE_RULES.event);
    const area = screen.getByRole('button', { name: /drag and drop/i });
    expect(area).toHaveAccessibleDescription(
      'PNG, GIF, JPEG or JPG, up to 5 MB each Image Dimensions 1200 x 628',
    );
    unmount();

    setup(IMAGE_RULES.event, 'Square pictures only');
    expect(screen.getByText('Square pictures only')).toBeInTheDocument();
    expect(screen.queryByText('Image Dimensions 1200 x 628')).not.toBeInTheDocument();
  });

  it('shows no hint where neither the rules nor the page give one', () => {
    setup(IMAGE_RULES.venue);
    expect(screen.getByRole('button', { name: /drag and drop/i })).toHaveAccessibleDescription(
      'PNG, JPG or JPEG, up to 5 MB each',
    );
  });

  it('previews accepted files with their names', async () => {
    const { user } = setup(IMAGE_RULES.venue);
    await user.upload(screen.getByLabelText('Pictures'), [
      image('stage.png'),
      image('bar.jpg', 'image/jpeg'),
    ]);
    expect(await screen.findByRole('img', { name: 'stage.png' })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByRole('img', { name: 'bar.jpg' })).toHaveAttribute('src', 'blob:preview-2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file of the wrong type with a message naming it', async () => {
    const { user } = setup(IMAGE_RULES.profile);
    await user.upload(screen.getByLabelText('Pictures'), image('cv.pdf', 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'cv.pdf: only PNG, JPG and JPEG images are allowed',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('names every allowed type of the rules in the type message', async () => {
    const { user } = setup(IMAGE_RULES.event);
    await user.upload(screen.getByLabelText('Pictures'), image('clip.webp', 'image/webp'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'clip.webp: only PNG, GIF, JPEG and JPG images are allowed',
    );
  });

  it('refuses a file over 5 MB and still takes the others', async () => {
    const { user } = setup(IMAGE_RULES.previousWork);
    await user.upload(screen.getByLabelText('Pictures'), [
      image('huge.jpg', 'image/jpeg', 5 * MB + 1),
      image('ok.png'),
      image('notes.txt', 'text/plain'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('huge.jpg: larger than 5 MB')).toBeInTheDocument();
    expect(
      within(alert).getByText('notes.txt: only PNG, JPG and JPEG images are allowed'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ok.png' })).toBeInTheDocument();
  });

  it('takes only as many files as there is room for and names each one left out', async () => {
    const { user } = setup(IMAGE_RULES.venue);
    const input = screen.getByLabelText('Pictures');
    await user.upload(input, [image('1.png'), image('2.png')]);
    await user.upload(input, [
      image('3.png'),
      image('4.png'),
      image('5.png'),
      image('6.png'),
      image('7.png'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '6.png: not added, you can add at most 5 images',
      '7.png: not added, you can add at most 5 images',
    ]);
    expect(screen.getAllByRole('img')).toHaveLength(5);
    expect(screen.queryByRole('img', { name: '6.png' })).not.toBeInTheDocument();
  });

  it('names a file left out beside the type and size messages of the others', async () => {
    const { user } = setup(IMAGE_RULES.venue);
    const input = screen.getByLabelText('Pictures');
    await user.upload(
      input,
      ['1', '2', '3', '4'].map((n) => image(`${n}.png`)),
    );
    await user.upload(input, [
      image('cv.pdf', 'application/pdf'),
      image('5.png'),
      image('huge.png', 'image/png', 5 * MB + 1),
      image('6.png'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'cv.pdf: only PNG, JPG and JPEG images are allowed',
      'huge.png: larger than 5 MB',
      '6.png: not added, you can add at most 5 images',
    ]);
    expect(screen.getByRole('img', { name: '5.png' })).toBeInTheDocument();
  });

  it('keeps the first of two files dropped where only one is allowed and names the other, saying "image"', async () => {
    setup(IMAGE_RULES.profile);
    const area = screen.getByRole('button', { name: /drag and drop/i });
    const files = [image('a.png'), image('b.png')];
    const items = files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file }));
    fireEvent.drop(area, { dataTransfer: { files, items, types: ['Files'] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^b\.png: not added, you can add at most 1 image$/,
    );
    expect(screen.getByRole('img', { name: 'a.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'b.png' })).not.toBeInTheDocument();
  });

  it('hides the drop area once full and brings it back after a removal', async () => {
    const { user } = setup(IMAGE_RULES.venue);
    await user.upload(
      screen.getByLabelText('Pictures'),
      ['1', '2', '3', '4', '5'].map((n) => image(`${n}.png`)),
    );
    expect(screen.queryByRole('button', { name: /drag and drop/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replace picture' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Pictures', { selector: 'input' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove 3.png' }));
    expect(screen.queryByRole('img', { name: '3.png' })).not.toBeInTheDocument();
    expect(revoke).toHaveBeenCalledWith('blob:preview-3');
    expect(screen.getByRole('button', { name: /drag and drop/i })).toBeInTheDocument();
  });

  it('revokes the remaining previews when the page goes away', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user, unmount } = setup(IMAGE_RULES.venue);
      await user.upload(screen.getByLabelText('Pictures'), [image('a.png'), image('b.png')]);
      unmount();
      vi.runAllTimers();
      expect(revoke).toHaveBeenCalledWith('blob:preview-1');
      expect(revoke).toHaveBeenCalledWith('blob:preview-2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows upload progress, an item error and the consumer error', () => {
    const items: ImageItem[] = [
      { key: 'a', src: 'https://files.test/a.png', name: 'a.png', progress: 40 },
      { key: 'b', src: 'https://files.test/b.png', name: 'b.png', error: 'Upload failed' },
      { key: 'c', src: 'https://files.test/c.png', name: 'c.png' },
    ];
    const onRemove = vi.fn();
    render(
      <ImageDropzone
        id="venue"
        label="Attachments"
        items={items}
        rules={IMAGE_RULES.venue}
        error="Min 1 attachment required"
        onAdd={vi.fn()}
        onRemove={onRemove}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading a.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Min 1 attachment required');
    expect(screen.getByRole('list', { name: 'Attachments' })).toBeInTheDocument();
  });

  it('reports a removal by key', async () => {
    const onRemove = vi.fn();
    const user = userEvent.setup();
    render(
      <ImageDropzone
        id="venue"
        label="Attachments"
        items={[{ key: 'remote-1', src: 'https://files.test/a.png', name: 'a.png' }]}
        rules={IMAGE_RULES.venue}
        onAdd={vi.fn()}
        onRemove={onRemove}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(onRemove).toHaveBeenCalledWith('remote-1');
  });

  describe('a single picture', () => {
    it('offers to replace it instead of the drop area, and swaps it for a chosen file in one step', async () => {
      const { user } = setup(IMAGE_RULES.profile);
      await user.upload(screen.getByLabelText('Pictures', { selector: 'input' }), image('old.png'));
      expect(await screen.findByRole('img', { name: 'old.png' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /drag and drop/i })).not.toBeInTheDocument();

      // The field is full: its label names the pictures only, and a replace button takes the next file.
      expect(screen.queryByLabelText('Pictures', { selector: 'input' })).not.toBeInTheDocument();
      const replace = screen.getByRole('button', { name: 'Replace picture' });
      expect(replace).toHaveAccessibleDescription('PNG, JPG or JPEG, up to 5 MB each');
      await user.upload(
        screen.getByLabelText('Replace picture', { selector: 'input' }),
        image('new.jpg', 'image/jpeg'),
      );

      expect(await screen.findByRole('img', { name: 'new.jpg' })).toBeInTheDocument();
      expect(screen.getAllByRole('img')).toHaveLength(1);
      expect(revoke).toHaveBeenCalledWith('blob:preview-1');
      expect(screen.getByRole('button', { name: 'Replace picture' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('replaces it with a file dropped on the replace button, which keeps the focus', async () => {
      const { user } = setup(IMAGE_RULES.profile);
      await user.upload(screen.getByLabelText('Pictures', { selector: 'input' }), image('old.png'));
      const file = image('dropped.png');
      const replace = await screen.findByRole('button', { name: 'Replace picture' });
      replace.focus();
      fireEvent.drop(replace, {
        dataTransfer: {
          files: [file],
          items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
          types: ['Files'],
        },
      });
      expect(await screen.findByRole('img', { name: 'dropped.png' })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'old.png' })).not.toBeInTheDocument();
      // The swap passes through an empty list; the button must not be rebuilt and lose the focus meanwhile.
      expect(screen.getByRole('button', { name: 'Replace picture' })).toHaveFocus();
    });

    it('keeps it when the replacement is refused, saying why', async () => {
      const { user } = setup(IMAGE_RULES.profile);
      await user.upload(screen.getByLabelText('Pictures', { selector: 'input' }), image('old.png'));
      await user.upload(
        await screen.findByLabelText('Replace picture', { selector: 'input' }),
        image('cv.pdf', 'application/pdf'),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'cv.pdf: only PNG, JPG and JPEG images are allowed',
      );
      expect(screen.getByRole('img', { name: 'old.png' })).toHaveAttribute('src', 'blob:preview-1');
    });

    it('removes the old picture first and adds the new one once the owner has let it go', async () => {
      const calls: string[] = [];
      function Owner() {
        const [items, setItems] = useState<ImageItem[]>([
          { key: 'stored', src: 'https://files.test/me.png', name: 'Me' },
        ]);
        return (
          <ImageDropzone
            id="avatar"
            label="Avatar"
            items={items}
            rules={IMAGE_RULES.profile}
            onRemove={(key) => {
              calls.push(`remove ${key} of ${items.length}`);
              setItems((current) => current.filter((item) => item.key !== key));
            }}
            onAdd={(files) => {
              calls.push(`add ${files.map((file) => file.name).join()} to ${items.length}`);
              setItems((current) => [
                ...current,
                ...files.map((file) => ({ key: file.name, src: `blob:${file.name}`, name: file.name })),
              ]);
            }}
          />
        );
      }
      const user = userEvent.setup();
      render(<Owner />);
      await user.upload(screen.getByLabelText('Replace picture', { selector: 'input' }), image('me-now.png'));
      expect(await screen.findByRole('img', { name: 'me-now.png' })).toBeInTheDocument();
      expect(calls).toEqual(['remove stored of 1', 'add me-now.png to 0']);
    });

    it('swaps the avatar of a form field in one step', async () => {
      const onSubmit = vi.fn();
      const user = userEvent.setup();
      render(
        <Formik
          initialValues={{
            avatar: [{ key: 'https://files.test/me.png', url: 'https://files.test/me.png' }] as Picture[],
          }}
          onSubmit={onSubmit}
        >
          <Form>
            <PicturesField
              id="avatar"
              name="avatar"
              namespace="ui"
              label="Avatar"
              rules={IMAGE_RULES.profile}
              storedName={() => 'My picture'}
            />
            <button type="submit">Save</button>
          </Form>
        </Formik>,
      );
      expect(screen.getByRole('img', { name: 'My picture' })).toBeInTheDocument();
      await user.upload(screen.getByLabelText('Replace picture', { selector: 'input' }), image('me-now.png'));
      expect(await screen.findByRole('img', { name: 'me-now.png' })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'My picture' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      const [values] = onSubmit.mock.calls[0] as [{ avatar: Picture[] }];
      expect(values.avatar.map((picture) => ('file' in picture ? picture.file.name : picture.url))).toEqual([
        'me-now.png',
      ]);
    });

    it('cannot be replaced while the drop zone is disabled', () => {
      render(
        <ImageDropzone
          id="avatar"
          label="Avatar"
          items={[{ key: 'stored', src: 'https://files.test/me.png', name: 'Me' }]}
          rules={IMAGE_RULES.profile}
          onAdd={vi.fn()}
          onRemove={vi.fn()}
          disabled
        />,
      );
      expect(screen.getByRole('button', { name: 'Replace picture' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
  });
});
