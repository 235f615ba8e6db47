import { array, mixed } from 'yup';

/**
 * An image of a form: one already stored (url is its download URL) or one chosen in this visit (url is a
 * local object URL for the preview; a saga uploads the file once the form is sent).
 */
export type Picture = { key: string; url: string } | { key: string; url: string; file: File };

export type NewPicture = Extract<Picture, { file: File }>;

export const isNewPicture = (picture: Picture): picture is NewPicture => 'file' in picture;

/** The chosen files with the keys their upload progress is reported under. */
export function newPictureFiles(pictures: readonly Picture[]): { key: string; file: File }[] {
  return pictures.filter(isNewPicture).map(({ key, file }) => ({ key, file }));
}

/**
 * A list of pictures with an upper bound. Types and sizes are not checked here: the drop zone refuses
 * other files before they reach the form, each with its own message.
 */
export const picturesField = (max: number, maxMessage: string) =>
  array().of(mixed<Picture>().required()).max(max, maxMessage).required().default([]);
