import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandTwitter, IconBrandVk } from '@tabler/icons-react';
import { socialNetworkLabels, socialNetworkTypes, type SocialNetworkType } from '@sks/contract';
import type { PartnerFormErrors } from './partner-form-state';
import { fieldId } from './use-partner-form';

export const socialIcons: Record<SocialNetworkType, typeof IconBrandVk> = {
  instagram: IconBrandInstagram,
  fb: IconBrandFacebook,
  vk: IconBrandVk,
  twitter: IconBrandTwitter,
};

type SocialLinksProps = {
  values: Record<SocialNetworkType, string>;
  errors: PartnerFormErrors;
  onChange: (type: SocialNetworkType, link: string) => void;
};

/** The four social links; an empty one is not sent. */
export function SocialLinks({ values, errors, onChange }: SocialLinksProps) {
  return (
    <Stack gap="xs" role="group" aria-label="Социальные сети">
      <Text size="sm" fw={500}>
        Социальные сети
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {socialNetworkTypes.map((type) => {
          const Icon = socialIcons[type];
          return (
            <TextInput
              key={type}
              id={fieldId(`social.${type}`)}
              label={socialNetworkLabels[type]}
              placeholder="https://"
              type="url"
              leftSection={<Icon size={16} aria-hidden />}
              value={values[type]}
              error={errors[`social.${type}`]}
              onChange={(event) => onChange(type, event.currentTarget.value)}
            />
          );
        })}
      </SimpleGrid>
      {errors.socialNetworks && (
        <Text size="xs" c="red">
          {errors.socialNetworks}
        </Text>
      )}
    </Stack>
  );
}
