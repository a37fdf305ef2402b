use godot::classes::{CharacterBody2D, ICharacterBody2D, Input};
use godot::prelude::*;

struct GameRust;

#[gdextension]
unsafe impl ExtensionLibrary for GameRust {}

#[derive(GodotClass)]
#[class(base = CharacterBody2D)]
struct Player {
    #[export]
    speed: f32,
    base: Base<CharacterBody2D>,
}

#[godot_api]
impl ICharacterBody2D for Player {
    fn init(base: Base<CharacterBody2D>) -> Self {
        Self { speed: 220.0, base }
    }

    fn physics_process(&mut self, _delta: f64) {
        let input = Input::singleton();
        let dir = input.get_vector("ui_left", "ui_right", "ui_up", "ui_down");
        let velocity = dir * self.speed;
        self.base_mut().set_velocity(velocity);
        self.base_mut().move_and_slide();
    }
}

#[godot_api]
impl Player {
    #[func]
    fn boost(&mut self, factor: f32) {
        self.speed *= factor;
    }
}
