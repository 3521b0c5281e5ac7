import { Box, Container, Heading, HStack, Icon, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ClockIcon, GlobeIcon, MailIcon, MapPinIcon, PhoneIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TPublicOrganization } from '../../../src-shared/schemas/settings';
import { useOrganization } from './use-organization';

/** The header's About Us, Visit Us, Volunteer and Contact links land on these sections. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" id={id} aria-labelledby={`${id}-title`} gap="3" scrollMarginTop="24">
      <Heading as="h2" id={`${id}-title`} size="sm" color="white">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Detail({ icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <HStack align="start" gap="2">
      <Icon as={icon} boxSize="4" mt="0.5" flexShrink="0" color="teal.300" aria-hidden />
      <Box>{children}</Box>
    </HStack>
  );
}

const FOOTER_LINK = { color: 'gray.100', textDecoration: 'underline', textUnderlineOffset: '3px', _hover: { color: 'white' } };

/** Staff may type the website with or without its scheme. */
const websiteHref = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

function OrganizationDetails({ organization }: { organization: TPublicOrganization }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
      <Section id="about" title="About Us">
        <Text>
          <Text as="strong" color="gray.100">
            {organization.name}
          </Text>{' '}
          cares for animals in need and helps every one of them find a loving, permanent home.
        </Text>
      </Section>
      <Section id="visit" title="Visit Us">
        {organization.address && <Detail icon={MapPinIcon}>{organization.address}</Detail>}
        {organization.openingHours && (
          <Detail icon={ClockIcon}>
            <Text fontWeight="medium" color="gray.100">
              Opening hours
            </Text>
            {organization.openingHours.split(/,\s*/).map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Detail>
        )}
      </Section>
      <Section id="contact" title="Contact">
        {organization.phone && (
          <Detail icon={PhoneIcon}>
            <Link href={`tel:${organization.phone.replace(/[^\d+]/g, '')}`} {...FOOTER_LINK}>
              {organization.phone}
            </Link>
          </Detail>
        )}
        {organization.email && (
          <Detail icon={MailIcon}>
            <Link href={`mailto:${organization.email}`} {...FOOTER_LINK}>
              {organization.email}
            </Link>
          </Detail>
        )}
        {organization.website && (
          <Detail icon={GlobeIcon}>
            <Link href={websiteHref(organization.website)} target="_blank" rel="noopener noreferrer" {...FOOTER_LINK}>
              {organization.website}
            </Link>
          </Detail>
        )}
      </Section>
      <Section id="volunteer" title="Volunteer">
        <Text>Walk dogs, socialise cats or foster an animal at home. Call or e-mail us to get started.</Text>
      </Section>
    </SimpleGrid>
  );
}

export function PublicFooter() {
  const organization = useOrganization();
  return (
    <Box as="footer" bg="gray.900" color="gray.300" fontSize="sm">
      <Container maxW="6xl" py="12">
        {organization.isPending && <Skeleton h="24" variant="shine" opacity="0.2" />}
        {organization.isError && <Text>Our contact details could not be loaded. Please try again later.</Text>}
        {organization.data && (
          <>
            <OrganizationDetails organization={organization.data} />
            <Text mt="10" pt="6" borderTopWidth="1px" borderColor="whiteAlpha.200" color="gray.400" fontSize="xs">
              © {new Date().getFullYear()} {organization.data.name}
            </Text>
          </>
        )}
      </Container>
    </Box>
  );
}
