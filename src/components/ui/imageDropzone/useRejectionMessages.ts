import { useTranslation } from 'react-i18next';
import type { FileRejection } from 'react-dropzone';
import { megabytes, type ImageRules } from './rules';

// English lists without the serial comma ("PNG, JPG and JPEG"), as the product's British copy does.
const listLocale = (language: string) => (language === 'en' ? 'en-GB' : language);

/** The allowed types as readable text in the interface language, e.g. "PNG, JPG and JPEG". */
export function useTypeList(types: string[], type: 'conjunction' | 'disjunction'): string {
  const { i18n } = useTranslation('ui');
  const names = [...new Set(types.map((name) => name.toUpperCase()))];
  return new Intl.ListFormat(listLocale(i18n.language), { type }).format(names);
}

/**
 * One message per refused file, each naming it: wrong type, too large, or past the count limit (whether
 * react-dropzone refused it or it did not fit the room left). Duplicates collapse.
 */
export function useRejectionMessages(rules: ImageRules) {
  const { t } = useTranslation('ui');
  const types = useTypeList(rules.types, 'conjunction');
  const size = megabytes(rules.maxBytes);
  const tooMany = (file: File) => t('dropzone.tooMany', { name: file.name, count: rules.maxFiles });

  return (rejections: FileRejection[], overflow: File[]): string[] => {
    const messages = rejections.map(({ file, errors }) => {
      const codes = errors.map((error) => error.code);
      // A wrong type is reported before size: a resized file of the wrong type would still be refused.
      if (codes.includes('file-too-large') && !codes.includes('file-invalid-type')) {
        return t('dropzone.tooLarge', { name: file.name, size });
      }
      if (codes.includes('too-many-files')) return tooMany(file);
      return t('dropzone.wrongType', { name: file.name, types });
    });
    return [...new Set([...messages, ...overflow.map(tooMany)])];
  };
}
