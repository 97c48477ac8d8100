import { useState } from 'react';
import { UserIcon } from './icons';

interface AvatarProps {
  src: string | null | undefined;
  size?: number;
}

/** Round avatar image; falls back to the default user icon when there is no image or it fails. */
export function Avatar({ src, size = 36 }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span className="avatar" style={{ width: size, height: size }}>
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          width={size}
          height={size}
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <UserIcon size={Math.round(size * 0.6)} />
      )}
    </span>
  );
}
