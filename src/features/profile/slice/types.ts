import type { Refusal } from '@/lib/firebase/errors';
import type { Picture } from '@/components/forms/pictures';
import type { Category, ManagerProfile } from '@/domain/entities';

export type { Picture };

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** The text and choice fields a profile form edits; images travel separately as Pictures. */
export type ProfileFields = Partial<
  Pick<
    ManagerProfile,
    'name' | 'number' | 'bio' | 'category' | 'experience' | 'location' | 'address' | 'helpingAddress'
  >
>;

/** What the forms hand the saga; `files` is where the store's serializability check expects File objects. */
export interface ProfileSubmission {
  changes: ProfileFields;
  files: {
    /** Zero or one picture; none means the account has no avatar. */
    avatar: Picture[];
    /** Null when the form has no previous-work field, so prevAttachments stays untouched. */
    previousWork: Picture[] | null;
  };
}

export interface ProfileUpdateRequest extends ProfileSubmission {
  uid: string;
}

export interface UploadProgress {
  key: string;
  percent: number;
}

export interface ProfileState {
  /** succeeded / failed show the banner until the saga's timer (or leaving the page) clears it. */
  update: RequestStatus;
  /** Why the last save failed, shown in its banner. */
  updateError: Refusal | null;
  /** Upload percentage by Picture key while a save uploads new images. */
  uploads: Record<string, number>;
  categories: { status: RequestStatus; items: Category[]; error: Refusal | null };
  passwordChange: RequestStatus;
  /** Why the last reset e-mail could not be sent. */
  passwordChangeError: Refusal | null;
  /** Web push for this browser: asked for on the profile page when the project has a VAPID key. */
  push: { status: PushStatus; error: Refusal | null };
}

export type PushStatus = 'idle' | 'pending' | 'enabled' | 'denied' | 'unsupported' | 'failed';
