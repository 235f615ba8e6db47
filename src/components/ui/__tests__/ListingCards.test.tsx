import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, PLACEHOLDER_IMAGE } from '../placeholders';
import { ProviderCard, type ProviderCardData } from '../ProviderCard';
import { VenueListingCard, type VenueListingCardData } from '../VenueListingCard';

const provider: ProviderCardData = {
  name: 'Marco Manager',
  img: '',
  category: 'Dance Instructor',
  experience: { years: 10, months: 0 },
  bio: 'x'.repeat(79) + 'yz and more words after the cut',
  prevAttachments: [],
  startingFrom: 45.5,
};

const venue: VenueListingCardData = {
  venueName: 'Camden Dance Hall',
  address: '1 Camden Road, London',
  isOnline: true,
  seats: 120,
  description: 'd'.repeat(100) + 'HIDDEN',
  attachments: ['https://img.test/hall.jpg', 'https://img.test/bar.jpg'],
  startingFrom: 150,
};

const inRouter = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('ProviderCard', () => {
  it('shows name, category, experience, the first 80 characters of the bio and the starting price', () => {
    inRouter(<ProviderCard provider={provider} href="/event-managers/m1" />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Dance Instructor')).toBeInTheDocument();
    expect(within(card).getByText('10 years of experience')).toBeInTheDocument();
    expect(within(card).getByText(`${'x'.repeat(79)}y...`)).toBeInTheDocument();
    expect(within(card).getByText('Starting At')).toBeInTheDocument();
    expect(within(card).getByText('£45.50')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rating: new, fewer than 3 ratings' })).toHaveTextContent(
      'New',
    );
  });

  it("shows the star's value from three ratings: '4.8 (12)'", () => {
    inRouter(
      <ProviderCard
        provider={{ ...provider, ratingCount: 12, ratingAverage: 4.8 }}
        href="/event-managers/m1"
      />,
    );
    const rating = screen.getByRole('img', { name: 'Rating 4.8 of 5 from 12 ratings' });
    expect(rating).toHaveTextContent('4.8 (12)');
  });

  it("says 'New' under three ratings, however high", () => {
    inRouter(
      <ProviderCard provider={{ ...provider, ratingCount: 2, ratingAverage: 5 }} href="/event-managers/m1" />,
    );
    expect(screen.getByRole('img', { name: 'Rating: new, fewer than 3 ratings' })).toHaveTextContent('New');
    expect(screen.queryByText(/5\.0/)).not.toBeInTheDocument();
  });

  it('is one link to the details, named after the provider', () => {
    inRouter(<ProviderCard provider={provider} href="/event-managers/m1" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Marco Manager');
    expect(links[0]).toHaveAttribute('href', '/event-managers/m1');
    expect(links[0]).toHaveClass('stretched-link');
  });

  it('falls back to the default avatar and the placeholder image, 200 px tall', () => {
    const { container } = inRouter(<ProviderCard provider={provider} href="/event-managers/m1" />);
    const sources = Array.from(container.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(sources).toContain(DEFAULT_AVATAR);
    expect(sources).toContain(PLACEHOLDER_IMAGE);
    expect(screen.getByRole('region', { name: 'Marco Manager' })).toHaveStyle({ height: '200px' });
  });

  it('keeps a short bio whole and shows £0.00 without a price', () => {
    inRouter(
      <ProviderCard provider={{ ...provider, bio: 'Short bio', startingFrom: undefined }} href="/x" />,
    );
    expect(screen.getByText('Short bio')).toBeInTheDocument();
    expect(screen.getByText('£0.00')).toBeInTheDocument();
  });
});

describe('VenueListingCard', () => {
  it('shows name, address, capacity, the first 100 characters of the description and the starting price', () => {
    inRouter(<VenueListingCard venue={venue} href="/venue-owners/v1" />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('1 Camden Road, London')).toBeInTheDocument();
    expect(within(card).getByText('Capacity: 120')).toBeInTheDocument();
    expect(within(card).getByText(`${'d'.repeat(100)}...`)).toBeInTheDocument();
    expect(within(card).queryByText(/HIDDEN/)).not.toBeInTheDocument();
    expect(within(card).getByText('£150.00')).toBeInTheDocument();
    expect(within(card).getByText('View Details')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Camden Dance Hall' })).toHaveStyle({ height: '250px' });
  });

  it('marks an online venue green and an offline one red', () => {
    const { rerender } = inRouter(<VenueListingCard venue={venue} href="/venue-owners/v1" />);
    expect(screen.getByText('Online')).toHaveClass('bg-success');
    rerender(
      <MemoryRouter>
        <VenueListingCard venue={{ ...venue, isOnline: false }} href="/venue-owners/v1" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Offline')).toHaveClass('bg-danger');
  });

  it("shows the venue's rating like a provider's: 'New' under three ratings, else the average and count", () => {
    const { rerender } = inRouter(<VenueListingCard venue={venue} href="/venue-owners/v1" />);
    expect(screen.getByRole('img', { name: 'Rating: new, fewer than 3 ratings' })).toHaveTextContent('New');
    rerender(
      <MemoryRouter>
        <VenueListingCard
          venue={{ ...venue, ratingCount: 3, ratingAverage: 13 / 3 }}
          href="/venue-owners/v1"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('img', { name: 'Rating 4.3 of 5 from 3 ratings' })).toHaveTextContent('4.3 (3)');
  });

  it('is one link to the details, named after the venue', () => {
    inRouter(<VenueListingCard venue={venue} href="/venue-owners/v1" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Camden Dance Hall');
    expect(links[0]).toHaveAttribute('href', '/venue-owners/v1');
    expect(links[0]).toHaveClass('stretched-link');
  });
});
