import factory
from faker import Faker

from app.models import Order, User

fake = Faker()


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = User

    email = factory.Sequence(lambda n: f"user{n}@example.com")
    name = factory.LazyFunction(fake.name)
    is_active = True


class OrderFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Order

    user = factory.SubFactory(UserFactory)
    total_cents = factory.Faker("pyint", min_value=100, max_value=50_000)
    status = "pending"
