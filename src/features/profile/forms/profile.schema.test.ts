import { describe, expect, it } from 'vitest';
import { MESSAGES } from './fields';
import { profileInitialValues, profileSchema, toProfilePayload } from './profile.schema';
import { errorsOf } from './testing';

const user = { img: 'https://files/me.png', name: 'Olivia', number: '0123' };
const newPicture = () => ({
  key: 'new-1',
  url: 'blob:me',
  file: new File(['x'], 'me.png', { type: 'image/png' }),
});

describe('owner / organizer profile schema', () => {
  it('starts from the stored user, the avatar as its one picture', () => {
    expect(profileInitialValues(user)).toEqual({
      avatar: [{ key: 'https://files/me.png', url: 'https://files/me.png' }],
      name: 'Olivia',
      number: '0123',
    });
    expect(profileInitialValues({ ...user, img: '' }).avatar).toEqual([]);
  });

  it('requires name and number with the spec messages', async () => {
    expect(await errorsOf(profileSchema, { avatar: [], name: ' ', number: '' })).toEqual({
      name: MESSAGES.nameRequired,
      number: MESSAGES.numberRequired,
    });
  });

  it('accepts the stored profile as it is', async () => {
    expect(await errorsOf(profileSchema, profileInitialValues(user))).toEqual({});
  });

  it('takes one picture at most', async () => {
    const avatar = [newPicture(), { key: 'b', url: 'https://files/b.png' }];
    expect(await errorsOf(profileSchema, { ...profileInitialValues(user), avatar })).toEqual({
      avatar: MESSAGES.avatarMax,
    });
  });

  it('sends trimmed text and the pictures, leaving previous work alone', () => {
    const avatar = [newPicture()];
    expect(toProfilePayload({ avatar, name: ' Olivia O ', number: ' 0456 ' })).toEqual({
      changes: { name: 'Olivia O', number: '0456' },
      files: { avatar, previousWork: null },
    });
  });
});
