import { useEffect, useRef } from 'react';

interface FilePreviewProps {
  file: File;
  alt: string;
  size: number;
  className?: string;
}

/** Shows a chosen image before upload; the object URL lives exactly as long as the preview. */
export function FilePreview({ file, alt, size, className }: FilePreviewProps) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={image} alt={alt} width={size} height={size} className={className} />;
}
