/** A gavel, drawn here: Ant Design's icon set has none. Sized and coloured like its icons (1em, currentColor). */
export function AuctionIcon() {
  return (
    <span role="img" aria-label="auction" className="anticon">
      <svg viewBox="0 0 1024 1024" width="1em" height="1em" fill="currentColor" aria-hidden="true">
        <path d="M613 120l248 248-90 90-46-46-160 160 46 46-90 90-248-248 90-90 46 46 160-160-46-46 90-90z" />
        <path d="M347 586l90 90-280 280a64 64 0 0 1-90-90l280-280z" />
        <path d="M520 880h400v80H520z" />
      </svg>
    </span>
  );
}
